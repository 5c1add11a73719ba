import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { cacheNameOf, isPrecached, serviceWorkerSource, type PrecacheFile } from './service-worker.ts'

const ORIGIN = 'https://app.example.com'

const release: PrecacheFile[] = [
  { url: '/index.html', content: '<html>one</html>' },
  { url: '/assets/index-a1.js', content: 'entry' },
  { url: '/assets/index-b2.css', content: 'styles' },
  { url: '/manifest.webmanifest', content: '{}' },
  { url: '/icons/icon-192.png', content: new Uint8Array([1, 2, 3]) },
]

interface FakeEvent {
  request: { url: string; method: string; mode: string }
  answered: boolean
  respondWith(response: Promise<unknown>): void
}

/** Runs the generated worker against a fake `self` and returns its fetch listener. */
function loadWorker(files: PrecacheFile[]): (event: FakeEvent) => void {
  const listeners: Record<string, (event: FakeEvent) => void> = {}
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: FakeEvent) => void) => (listeners[type] = listener),
  }
  vm.runInNewContext(serviceWorkerSource(files), { self, URL, caches: {}, fetch: () => undefined })
  const onFetch = listeners.fetch
  if (!onFetch) throw new Error('the worker has no fetch listener')
  return onFetch
}

/** Whether the worker answers a request itself rather than leaving it to the browser. */
function answers(url: string, init: { method?: string; mode?: string } = {}): boolean {
  const event: FakeEvent = {
    request: { url, method: init.method ?? 'GET', mode: init.mode ?? 'cors' },
    answered: false,
    // What it answers with is the browser's business (the journey sees it); here only whether it does.
    respondWith(response) {
      event.answered = true
      response.catch(() => undefined)
    },
  }
  loadWorker(release)(event)
  return event.answered
}

describe('the service worker of a build', () => {
  it('precaches the document and every script and style, never source maps or other files', () => {
    expect(
      ['index.html', 'assets/index-a1.js', 'assets/HomePage-c3.js', 'assets/kit-d4.css'].every(isPrecached),
    ).toBe(true)
    expect(
      ['assets/index-a1.js.map', 'assets/photo.png', 'sw.js', 'admin/index.html'].some(isPrecached),
    ).toBe(false)
  })

  it('lists the precached files and names its cache after them', () => {
    const source = serviceWorkerSource(release)
    for (const file of release) expect(source).toContain(JSON.stringify(file.url))
    expect(source).toContain(`const CACHE_NAME = "${cacheNameOf(release)}"`)
  })

  it('gets a new cache when a file changes, the same one when nothing does', () => {
    const again = release.map((file) => ({ ...file }))
    const changed = release.map((file) =>
      file.url === '/index.html' ? { ...file, content: '<html>two</html>' } : file,
    )
    expect(cacheNameOf(again)).toBe(cacheNameOf(release))
    expect(cacheNameOf([...release].reverse())).toBe(cacheNameOf(release))
    expect(cacheNameOf(changed)).not.toBe(cacheNameOf(release))
  })

  it('answers the app document and its hashed files', () => {
    expect(answers(`${ORIGIN}/`, { mode: 'navigate' })).toBe(true)
    expect(answers(`${ORIGIN}/index.html`, { mode: 'navigate' })).toBe(true)
    expect(answers(`${ORIGIN}/assets/index-a1.js`)).toBe(true)
  })

  it('never touches the API, health checks, metrics, the console, other pages or other origins', () => {
    expect(answers(`${ORIGIN}/api/wallet`)).toBe(false)
    expect(answers(`${ORIGIN}/api/docs`, { mode: 'navigate' })).toBe(false)
    expect(answers(`${ORIGIN}/api/chat/ws`)).toBe(false)
    expect(answers(`${ORIGIN}/api/products/1/buy`, { method: 'POST' })).toBe(false)
    expect(answers(`${ORIGIN}/health/ready`)).toBe(false)
    expect(answers(`${ORIGIN}/metrics`)).toBe(false)
    expect(answers(`${ORIGIN}/admin/`, { mode: 'navigate' })).toBe(false)
    expect(answers(`${ORIGIN}/admin/assets/index-e5.js`)).toBe(false)
    expect(answers(`${ORIGIN}/somewhere-else`, { mode: 'navigate' })).toBe(false)
    expect(answers('https://chat.example.com/assets/index-a1.js')).toBe(false)
  })
})
