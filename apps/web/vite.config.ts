import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { cataloguesPlugin } from './catalogues.plugin'

// The customer app: served by the server under /web/, calls under /siam-server.
export default defineConfig({
  base: '/web/',
  plugins: [react(), cataloguesPlugin()],
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
      // than they save the routes (issue 15: the budget is 150 KiB gzip).
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react-router|@tanstack)[\\/]|src[\\/](app[\\/]paths|shared[\\/](api|location|environment|ui[\\/]icons))\.tsx?$/,
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
