import { describe, expect, it, vi } from 'vitest'
import { createLock } from './lock.ts'

function deferred() {
  let resolve: () => void = () => undefined
  let reject: (error: Error) => void = () => undefined
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

describe('the load-more lock', () => {
  it('runs the action once however often it is triggered while in flight', async () => {
    const pending = deferred()
    const action = vi.fn(() => pending.promise)
    const loadMore = createLock(action)
    const first = loadMore()
    const second = loadMore()
    expect(second).toBe(first)
    expect(action).toHaveBeenCalledOnce()
    pending.resolve()
    await first
  })

  it('opens again once the action settled, also after a failure', async () => {
    const failing = deferred()
    const action = vi.fn().mockReturnValueOnce(failing.promise).mockResolvedValueOnce(undefined)
    const loadMore = createLock(action)
    const first = loadMore()
    failing.reject(new Error('offline'))
    await expect(first).rejects.toThrow('offline')
    await loadMore()
    expect(action).toHaveBeenCalledTimes(2)
  })
})
