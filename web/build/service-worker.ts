import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { filesUnder } from './files.ts'

const template = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'sw-template.js'),
  'utf8',
)

/** A file the service worker precaches: its URL and what it holds (for the release's hash). */
export interface PrecacheFile {
  url: string
  content: string | Uint8Array
}

/**
 * What a first visit stores for the next one to paint without a network: the document, every script
 * and style of the build (the entry, the first screen's and each page's chunks, the language chunks),
 * the manifest and the icons. Source maps and anything else the build may emit are left out.
 */
export const isPrecached = (fileName: string): boolean =>
  fileName === 'index.html' || /^assets\/[^/]+\.(js|css)$/.test(fileName)

/** `harvest-` and a hash of every precached name and content: a new release gets a new cache. */
export function cacheNameOf(files: readonly PrecacheFile[]): string {
  const hash = createHash('sha256')
  for (const file of [...files].sort((a, b) => a.url.localeCompare(b.url))) {
    hash.update(file.url).update('\0').update(file.content).update('\0')
  }
  return `harvest-${hash.digest('hex').slice(0, 12)}`
}

/** The text of `sw.js`: the cache name and list, then the hand-written worker. */
export function serviceWorkerSource(files: readonly PrecacheFile[]): string {
  const urls = files.map((file) => file.url).sort()
  return [
    `const CACHE_NAME = ${JSON.stringify(cacheNameOf(files))}`,
    `const PRECACHE_URLS = ${JSON.stringify(urls, null, 2)}`,
    template,
  ].join('\n')
}

/** Writes `sw.js` at the root of the build (so its scope is the whole app) with this build's files. */
export function serviceWorker(): Plugin {
  let publicDir = ''
  return {
    name: 'harvest-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir
    },
    // After the other plugins: the document is added to the bundle by Vite's own generateBundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const built = Object.values(bundle)
          .filter((output) => isPrecached(output.fileName))
          .map((output) => ({
            url: `/${output.fileName}`,
            content: output.type === 'asset' ? output.source : output.code,
          }))
        // The manifest and icons are copied as they are from public/.
        const copied = filesUnder(publicDir).map((file) => ({
          url: `/${file}`,
          content: fs.readFileSync(path.join(publicDir, file)),
        }))
        this.emitFile({
          type: 'asset',
          fileName: 'sw.js',
          source: serviceWorkerSource([...built, ...copied]),
        })
      },
    },
  }
}
