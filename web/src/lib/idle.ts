import { useEffect, useState } from 'react'

/**
 * Runs `work` once the page has loaded and the browser is idle (3 s after the load at the latest),
 * so what later taps need never competes with the first screen. Returns a cancel.
 */
export function whenIdle(work: () => void): () => void {
  let cancelled = false
  let idleId: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    if (!cancelled) work()
  }
  const idle = () => {
    if (cancelled) return
    if (typeof requestIdleCallback === 'function') idleId = requestIdleCallback(run, { timeout: 3000 })
    else timer = setTimeout(run, 1000)
  }
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', idle)
    if (idleId !== undefined) cancelIdleCallback(idleId)
    if (timer !== undefined) clearTimeout(timer)
  }
}

/** False until the first screen is done (see `whenIdle`), then true: for parts that can wait for it. */
export function useAfterFirstScreen(): boolean {
  const [done, setDone] = useState(false)
  useEffect(() => whenIdle(() => setDone(true)), [])
  return done
}
