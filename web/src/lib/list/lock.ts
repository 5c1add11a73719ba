/**
 * Wraps an async action so it cannot run twice at once: a call made while one is in flight gets the
 * same promise instead of starting another (load-more must not fire twice).
 */
export function createLock<T>(action: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null
  return () => {
    if (inFlight) return inFlight
    inFlight = action().finally(() => {
      inFlight = null
    })
    return inFlight
  }
}
