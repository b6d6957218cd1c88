import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { cataloguesPlugin } from './catalogues.plugin'
import { firstScreenHeadPlugin } from './firstScreenHead.plugin'
import { routeChunksPlugin } from './routeChunks.plugin'
import { screenChunkName } from './screenChunks'

// react-router's package exports point every condition at its development build (warnings, long
// invariant messages); its production build is the same API without them (decision 0045).
const require = createRequire(import.meta.url)
const reactRouterProduction = require
  .resolve('react-router/package.json')
  .replace(/package\.json$/, 'dist/production/index.mjs')

// The built app renders with Preact's React compatibility layer (decision 0050): home's first JavaScript
// ~50 KB lighter on the wire and less to run at start. Absolute paths, so that libraries under
// node_modules (react-router, TanStack Query, react-i18next) reach the same copy. Unit tests run on React
// (vitest.config.ts does not read this file).
const preact = dirname(require.resolve('preact/package.json'))
const preactAliases = [
  { find: /^react$/, replacement: `${preact}/compat/dist/compat.mjs` },
  { find: /^react-dom$/, replacement: `${preact}/compat/dist/compat.mjs` },
  { find: /^react-dom\/client$/, replacement: `${preact}/compat/client.mjs` },
  { find: /^react\/jsx-runtime$/, replacement: `${preact}/compat/jsx-runtime.mjs` },
  { find: /^react\/jsx-dev-runtime$/, replacement: `${preact}/compat/jsx-runtime.mjs` },
]

// The customer app: served by the server under /web/, calls under /siam-server.
export default defineConfig({
  base: '/web/',
  resolve: {
    alias: [{ find: /^react-router$/, replacement: reactRouterProduction }, ...preactAliases],
  },
  plugins: [
    react(),
    cataloguesPlugin(),
    routeChunksPlugin(),
    // Installable app + offline (issue 16): the manifest and the service worker of src/sw/sw.ts, updating
    // itself (autoUpdate), registered by main.tsx once the first screen is drawn (decision 0053; it was a
    // script of its own in index.html, one more request before the first screen).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'autoUpdate',
      injectRegister: false,
      injectManifest: {
        // The scripts, styles, page and icons; catalogues are kept as used (sw.ts), and the
        // precompressed copies are the same files again.
        globPatterns: ['**/*.{js,css,html,png,svg}'],
        globIgnores: ['**/*.br', '**/*.gz', 'locales/**'],
      },
      manifest: {
        name: 'Siam',
        short_name: 'Siam',
        description: 'Order food in China in your language',
        lang: 'en',
        start_url: '/web/',
        scope: '/web/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#004ca0',
        background_color: '#ffffff',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    // After the plugin above: the favicon inside the page, the manifest's link added after the first screen.
    firstScreenHeadPlugin(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The bundle budget check (scripts/check-bundle-budget.mjs) reads the manifest.
    manifest: true,
    // No module-preload polyfill in the first bundle: the browsers we serve (WeChat's, Chrome, Safari
    // 17+) preload natively, and an older one only loads a lazy page's parts in turn (issue 11 budget).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // What every screen needs in one chunk: the router, TanStack Query and the app's own shared
      // core (paths, api, location, icons). Left to the bundler these are split by which lazy routes
      // use which part, and the pieces cost the first load more (gzip per file, import preambles)
      // than they save the routes (issue 15: the budget is 150 KiB gzip). The call descriptors too, all
      // of those the app uses (~100-200 bytes each): left out, a deep screen asked for up to six of them
      // as separate files (the barrel they are imported through hides which the first bundle uses).
      // `money` too: the first bundle and most pages use it, and left out it was a file of 0.35 KB of its
      // own in every screen's first load (one request and one round trip for nothing, issue 16).
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react-router|@tanstack)[\\/]|src[\\/](app[\\/]paths|shared[\\/](api|location|environment|money|ui[\\/]icons))\.tsx?$|packages[\\/]contracts[\\/]src[\\/]descriptors[\\/]/,
            },
            // The deep screens' shared parts in a few chunks by family of screens (screenChunks.ts). Not
            // their dependencies as well: those in the first bundle must stay there.
            {
              name: (id, ctx) => screenChunkName(id, (m) => ctx.getModuleInfo(m)),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/siam-server': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
})
