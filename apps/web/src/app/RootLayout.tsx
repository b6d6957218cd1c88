/**
 * Root layout: the page column (capped and centred), the tab bar on the four tab pages, and the hosts
 * for toast and modal. Pages that suspend (a namespace or a lazy chunk loading) show a skeleton.
 */
import { Suspense, useEffect } from 'react'
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router'
import { registerNavigate } from '../shared/navigation'
import { hideModal, ModalHost } from '../shared/ui/modal'
import { SkeletonCards } from '../shared/ui/Skeleton'
import { ToastHost } from '../shared/ui/toast'
import { tabIndexOf } from './paths'
import { TabBar } from './TabBar'
import { useDocumentTitle } from './useDocumentTitle'

export function RootLayout() {
  const location = useLocation()
  const navigate = useNavigate()
  const tab = tabIndexOf(location.pathname)
  useDocumentTitle(location.pathname)

  useEffect(() => {
    registerNavigate((to, opts) => navigate(to, opts))
    return () => registerNavigate(null)
  }, [navigate])

  // An open modal belongs to the page that opened it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change
  useEffect(() => {
    hideModal()
  }, [location.pathname])

  return (
    <div className={tab >= 0 ? 'app app-with-tabs' : 'app'}>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
      {tab >= 0 && (
        <Suspense fallback={null}>
          <TabBar active={tab} />
        </Suspense>
      )}
      {/* new pages start at the top; back and forward return to where the visitor was */}
      <ScrollRestoration />
      <ToastHost />
      <ModalHost />
    </div>
  )
}

export function PageFallback() {
  return (
    <div className="page page-fallback">
      <div className="page-header page-header-placeholder" />
      <SkeletonCards count={4} />
    </div>
  )
}
