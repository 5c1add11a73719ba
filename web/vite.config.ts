import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { contractsForBrowser } from '../packages/contracts/src/browser-build.ts'
import { landingScript } from './build/landing-script.ts'
import { precompress } from './build/precompress.ts'
import { serviceWorker } from './build/service-worker.ts'

const webRoot = fileURLToPath(new URL('.', import.meta.url))
const contractsI18n = fileURLToPath(new URL('../packages/contracts/src/i18n/', import.meta.url))
const api = 'http://127.0.0.1:8080'

export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react(), contractsForBrowser(), landingScript('/src/landing.ts'), serviceWorker(), precompress()],
  resolve: {
    // One React for the app and every library it bundles, or hooks break.
    dedupe: ['react', 'react-dom'],
    alias: [
      // Bundled language files by path, so es/ja become chunks of their own loaded on demand.
      { find: /^@app\/contracts\/i18n\/(en|es|ja)\.json$/, replacement: `${contractsI18n}$1.json` },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // What the first screen needs from the kit, so the bundler does not park it in a lazy
            // chunk (Toast's) that the entry would then have to preload.
            {
              name: 'kit',
              test: /node_modules[\\/](antd-mobile[\\/]es[\\/](locales[\\/](base|en-US|zh-CN)|global|components[\\/](config-provider|dot-loading)|utils[\\/](can-use-dom|native-props|with-default-props|merge-locale|unstable-render|render)\.)|@babel[\\/]runtime|tslib|classnames|rc-util)/,
              priority: 15,
              includeDependenciesRecursively: false,
            },
            // The app's shell, shared with the pages (which the landing entry may load first): one
            // file instead of a handful of small ones, each a request of its own.
            {
              name: 'shell',
              test: /(@tanstack[\\/]|antd-mobile-icons[\\/]es[\\/](AppOutline|PayCircleOutline|UnorderedListOutline|UserOutline)\.js|web[\\/]src[\\/](lib[\\/](placeholders[\\/](Loading|use-elapsed)|i18n[\\/]remote-language)|features[\\/]config[\\/]))/,
              priority: 12,
              includeDependenciesRecursively: false,
            },
            // The kit's animation library serves Toast and pull-to-refresh only: keep it out of the entry.
            { name: 'motion', test: /node_modules[\\/](@react-spring|@use-gesture)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': api, '/health': api },
  },
})
