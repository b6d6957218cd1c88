/**
 * Root layout: the page column (capped and centred), the tab bar on the four tab pages, and the hosts
 * for toast and modal. Pages that suspend (a namespace or a lazy chunk loading) show a skeleton.
 */
import { Suspense, useEffect } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { registerNavigate } from '../shared/navigation'
import { hideModal } from '../shared/ui/modal'
import { SkeletonCards } from '../shared/ui/Skeleton'
import { ModalHost } from '../shared/ui/modal'
import { ToastHost } from '../shared/ui/toast'
import { TabBar } from './TabBar'
import { tabIndexOf } from './paths'

export function RootLayout() {
  const location = useLocation()
  const navigate = useNavigate()
  const tab = tabIndexOf(location.pathname)

  useEffect(() => {
    registerNavigate((to, opts) => navigate(to, opts))
    return () => registerNavigate(null)
  }, [navigate])

  // A new page starts at the top; an open modal belongs to the page that opened it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change
  useEffect(() => {
    window.scrollTo(0, 0)
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
      <ToastHost />
      <ModalHost />
    </div>
  )
}

function PageFallback() {
  return (
    <div className="page page-fallback">
      <div className="page-header page-header-placeholder" />
      <SkeletonCards count={4} />
    </div>
  )
}
