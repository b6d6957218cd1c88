/**
 * The customer app's service worker (issue 16, built by vite-plugin-pwa's injectManifest):
 * - the built files (hashed scripts, styles, catalogues, icons) precached, so the shell opens offline;
 * - the page itself (index.html) network first, so a deploy is seen at once online, and the last copy
 *   opens the app offline;
 * - the last menu, its shop and the last order detail answered offline (offline.ts).
 * A new version activates at once (skipWaiting + clientsClaim; registerType 'autoUpdate').
 */
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { keptCall, namespaceFiles, networkFirstKept, OFFLINE_CACHE } from './offline'

// One tsconfig holds the pages and this worker, with the DOM's types: the worker's own parts are
// declared here. `self.__WB_MANIFEST` must be written so: the build puts the precache list there.
declare global {
  interface Window {
    __WB_MANIFEST: (string | { url: string; revision: string | null })[]
    skipWaiting(): Promise<void>
  }
}

const SHELL_KEY = 'shell'
const CATALOGUE_CACHE = 'siam-catalogues'

void self.skipWaiting()
clientsClaim()
cleanupOutdatedCaches()

// Before the precache route, so the page is never answered from the precache while online.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request }) => {
    const cache = await caches.open(OFFLINE_CACHE)
    try {
      const response = await fetch(request)
      if (response.ok) await cache.put(SHELL_KEY, response.clone())
      return response
    } catch (error) {
      const shell = (await cache.match(SHELL_KEY)) ?? (await matchPrecache('index.html'))
      if (shell) return shell
      throw error
    }
  },
)

registerRoute(
  ({ url }) => keptCall(url.href) !== null,
  async ({ request }) => networkFirstKept(request, await caches.open(OFFLINE_CACHE), (r) => fetch(r)),
  'POST',
)

// The catalogues are named by their content (locales/<hash>/<lng>/<ns>.json): kept once fetched, only
// for the languages the member uses (precaching all eleven would cost every visitor all of them).
registerRoute(
  ({ url }) => url.pathname.includes('/locales/'),
  async ({ request }) => {
    const cache = await caches.open(CATALOGUE_CACHE)
    const kept = await cache.match(request)
    if (kept) return kept
    const response = await fetch(request)
    if (response.ok) {
      await cache.put(request, response.clone())
      // A screen's catalogues in one file: its namespaces are kept as their own files too.
      const body: unknown = request.url.includes('/screens/')
        ? await response
            .clone()
            .json()
            .catch(() => null)
        : null
      for (const [url, json] of namespaceFiles(request.url, body))
        await cache.put(url, new Response(json, { headers: { 'Content-Type': 'application/json' } }))
    }
    return response
  },
)

precacheAndRoute(self.__WB_MANIFEST)
