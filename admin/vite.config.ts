import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { contractsForBrowser } from '../packages/contracts/src/browser-build.ts'
import { precompress } from '../web/build/precompress.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

// The console is served by the API server at /admin/; in development Vite proxies /api to it.
export default defineConfig({
  root,
  base: '/admin/',
  plugins: [react(), contractsForBrowser(), precompress()],
  // The workspace root holds an older React for other tools; the console must run on one React (19).
  resolve: { dedupe: ['react', 'react-dom'] },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
})
