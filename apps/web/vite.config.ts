import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The customer app: served by the server under /web/, calls under /siam-server.
export default defineConfig({
  base: '/web/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The bundle budget check (scripts/check-bundle-budget.mjs) reads the manifest.
    manifest: true,
  },
  server: {
    proxy: {
      '/siam-server': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
})
