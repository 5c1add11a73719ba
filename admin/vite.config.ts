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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React changes least often: a file of its own stays cached across releases.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // The part of the component kit the shell needs (layout, menu, buttons, messages).
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|stylis|@emotion)[\\/]/,
              tags: ['$initial'],
              priority: 18,
            },
            // Everything else the entry loads, in one file with it.
            { name: 'app', tags: ['$initial'], priority: 15 },
            // The validation library: only pages with a form or a paged list's schema load it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|contracts[\\/]src[\\/]paging\.ts$/, priority: 8 },
          ],
        },
      },
    },
  },
})
