/* global CACHE_NAME, PRECACHE_URLS */
// The app's service worker. The build prepends CACHE_NAME (named after a hash of the precache list,
// so each release gets its own cache) and PRECACHE_URLS (the shell and every script and style).

const SHELL_URL = '/index.html'
const NAVIGATION_TIMEOUT_MS = 3000
// Money, sessions, health checks, metrics and the operator console always go to the network as the
// browser would send them: a cached reply there could show a stale balance or another user's data.
const NEVER_TOUCHED = /^\/(api|health|metrics|admin)(\/|$)/

self.addEventListener('install', (event) => {
  // 'no-cache' so a file the browser holds in its HTTP cache is revalidated, never copied as is.
  const requests = PRECACHE_URLS.map((url) => new Request(url, { cache: 'no-cache' }))
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.addAll(requests))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== CACHE_NAME).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request)
  if (strategy) event.respondWith(strategy(event.request))
})

/** How a request is answered, or undefined when the browser handles it untouched. */
function strategyFor(request) {
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== self.location.origin) return undefined
  if (NEVER_TOUCHED.test(url.pathname)) return undefined
  if (request.mode === 'navigate') return isAppDocument(url.pathname) ? networkFirstShell : undefined
  return url.pathname.startsWith('/assets/') ? cacheFirst : undefined
}

// Hash routes: the app has one document. Other pages of the origin (the API reference, the
// console) are theirs to serve.
const isAppDocument = (pathname) => pathname === '/' || pathname === SHELL_URL

/**
 * The document from the network when it answers within 3 s (a new release shows at once), else the
 * cached shell. The network copy is not stored: the cached shell must stay the one whose scripts
 * this release's cache holds.
 */
async function networkFirstShell(request) {
  const network = fetch(request)
  try {
    return await Promise.race([network, timeout(NAVIGATION_TIMEOUT_MS)])
  } catch {
    const shell = await caches.match(SHELL_URL, { cacheName: CACHE_NAME })
    return shell ?? network
  }
}

/** Content-hashed files never change under their name: the cached copy is always right. */
async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: CACHE_NAME })
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) {
    const copy = response.clone()
    void caches.open(CACHE_NAME).then((cache) => cache.put(request, copy))
  }
  return response
}

const timeout = (ms) =>
  new Promise((_resolve, reject) => setTimeout(() => reject(new Error('network too slow')), ms))
