import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { contractsForBrowser } from '../packages/contracts/src/browser-build.ts'
import { appTextsOnly } from './build/app-texts.ts'
import { firstScreensGroup } from './build/first-screens.ts'
import { landingScript, pageModules } from './build/landing-script.ts'
import { precompress } from './build/precompress.ts'
import { serviceWorker } from './build/service-worker.ts'

const webRoot = fileURLToPath(new URL('.', import.meta.url))
const contractsI18n = fileURLToPath(new URL('../packages/contracts/src/i18n/', import.meta.url))
const kitEnglish = fileURLToPath(new URL('../node_modules/antd-mobile/es/locales/en-US.js', import.meta.url))
const api = 'http://127.0.0.1:8080'
/** The pages an address most often opens, by their names in the route table: the four tabs and a product. */
const modules = pageModules(webRoot)
const FIRST_SCREENS = new Set(
  ['home', 'products', 'productDetail', 'wallet', 'my'].map((page) => {
    const module = modules.get(page)
    if (!module) throw new Error(`vite.config: no page named ${page} in the route table`)
    return module
  }),
)

export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [
    react(),
    contractsForBrowser(),
    appTextsOnly(),
    landingScript('/src/landing.ts'),
    serviceWorker(),
    precompress(),
  ],
  resolve: {
    // One React for the app and every library it bundles, or hooks break.
    dedupe: ['react', 'react-dom'],
    alias: [
      // Bundled language files by path, so es/ja become chunks of their own loaded on demand.
      { find: /^@app\/contracts\/i18n\/(en|es|ja)\.json$/, replacement: `${contractsI18n}$1.json` },
      // The kit's provider defaults to its Chinese texts, which the app never shows (it always gives
      // the kit English, Spanish or Japanese): default to the English the entry carries anyway.
      { find: /^\.\.\/\.\.\/locales\/zh-CN$/, replacement: kitEnglish },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    // One stylesheet for the whole app (8 kB as sent): one request with the entry instead of one
    // per page chunk, each of which the page would have to wait for.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // Everything else the entry loads, in one file with it rather than split into small
            // chunks it shares with the pages, each a request of its own.
            { name: 'app', tags: ['$initial'], priority: 15 },
            // The first screens (the tabs and a product): what they share in one file, what only one
            // loads in a file with it, instead of a handful of small chunks, each a request of its own.
            {
              debugName: 'screens',
              name: firstScreensGroup('screens', {
                screens: FIRST_SCREENS,
                exclude: /node_modules[\\/](@react-spring|@use-gesture)[\\/]/,
              }),
              priority: 5,
              includeDependenciesRecursively: false,
            },
            // The validation library: only forms and lists' page schemas need it, and only pages with
            // one load it (the first screens use no schema at run time).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|contracts[\\/]src[\\/]paging\.ts$/, priority: 8 },
            // The kit's animation library serves its Toast and Dialog only: keep it out of the entry.
            // Its motion switch goes with it (Toast's spinner reads it; the app imports it only when
            // the browser journeys switch motion off), rather than in a small chunk of its own.
            {
              name: 'motion',
              test: /node_modules[\\/](@react-spring[\\/]|@use-gesture[\\/]|use-sync-external-store[\\/]|antd-mobile[\\/]es[\\/]utils[\\/]reduce-and-restore-motion)/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': api, '/health': api },
  },
})
