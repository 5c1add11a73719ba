/**
 * Registers `/sw.js` (production builds only: in development it would serve stale modules) once the
 * page has loaded, so the worker's precaching never competes with the first paint.
 *
 * A new release's worker takes over at once (skipWaiting, clients.claim); the old page's scripts may
 * then be gone from the server and from the new cache, so a page that was already controlled
 * reloads once onto the new release. A first visit (no controller yet) never reloads.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const container = navigator.serviceWorker
  const wasControlled = container.controller !== null
  let reloading = false
  container.addEventListener('controllerchange', () => {
    if (!wasControlled || reloading) return
    reloading = true
    window.location.reload()
  })
  const register = () => void container.register('/sw.js', { scope: '/' }).catch(() => undefined)
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
