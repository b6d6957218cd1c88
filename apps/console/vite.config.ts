import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The console is served by the API server under /console/; in development Vite serves it and forwards
// API calls to a server running on :8080 (`npm run dev` at the root).
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5174,
    proxy: {
      '/siam-server': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
})
