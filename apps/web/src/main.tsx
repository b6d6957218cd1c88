// First: the renderer's fixes are in place before anything renders (decision 0050).
import './preactFixes'
import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { createAppRouter } from './app/router'
import { config } from './config'
import { afterFirstScreen, firstScreenRendered } from './shared/afterFirstScreen'
import { forgetEarlyCalls } from './shared/earlyCalls'
import { i18next, initI18n } from './shared/i18n'
import { money } from './shared/money'
import { queryClient } from './shared/queryClient'
import { startSession } from './shared/session'
import './styles/tokens.css'
import './styles/base.css'

declare global {
  interface Window {
    /** The namespaces index.html's first script preloaded for the screen opened. */
    __siamScreenNamespaces?: string[]
  }
}

const root = document.getElementById('root')
if (!root) throw new Error('#root missing')

// index.html sized the root font before the first paint; this keeps it right once the first screen is
// drawn (its script and the settings call it makes are not needed before: decision 0053).
afterFirstScreen(() => void import('./shared/rootFont').then((m) => m.keepRootFont()))
// The installable app's parts, after the first screen too (firstScreenHead.plugin.ts): the web app
// manifest's link, and the service worker (offline, vite.config.ts) registered here instead of by a
// script of its own in index.html.
afterFirstScreen(() => {
  // vite dev has neither (vite-plugin-pwa's dev mode is off)
  if (!import.meta.env.PROD) return
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link')
    link.rel = 'manifest'
    link.href = `${config.baseUrl}manifest.webmanifest`
    document.head.appendChild(link)
  }
  if ('serviceWorker' in navigator)
    void navigator.serviceWorker
      .register(`${config.baseUrl}sw.js`, { scope: config.baseUrl })
      .catch(() => undefined)
})
void startSession()
// The first currency formatter (Intl.NumberFormat, CNY) costs ~35 ms of CPU to build (x4 on Lighthouse's
// phone: ~135 ms, a quarter of Me's first render): built now, while the catalogues are on their way and
// the main thread waits, instead of inside the first render of a screen with a price (issue 16).
setTimeout(() => money(0), 0)
initI18n()
  // The first screen's catalogues (index.html started fetching them beside the scripts): with them
  // in, its parts render at once instead of each suspending and the page re-rendering as each arrives.
  .then(() => i18next.loadNamespaces(window.__siamScreenNamespaces ?? []))
  .catch(() => undefined)
  .finally(() => {
    const router = createAppRouter()
    // What index.html asked for the first screen is for that screen only (earlyCalls.ts).
    const unsubscribe = router.subscribe((state) => {
      if (state.location.key === 'default') return
      forgetEarlyCalls()
      unsubscribe()
    })
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    )
    // The first screen is in once the router has its page (lazy routes load first) and the page's reads
    // are in: only then what waits for it starts (afterFirstScreen.ts).
    firstScreenRendered({
      busy: () =>
        !router.state.initialized || router.state.navigation.state !== 'idle' || queryClient.isFetching() > 0,
      subscribe: (listener) => {
        const stopQueries = queryClient.getQueryCache().subscribe(listener)
        const stopRouter = router.subscribe(listener)
        return () => {
          stopQueries()
          stopRouter()
        }
      },
    })
  })
