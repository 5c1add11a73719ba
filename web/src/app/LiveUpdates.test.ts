import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BURST_MS, staleInBursts } from './LiveUpdates.tsx'

describe('pushes in a burst', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('read each stale query again once, after the burst, however many pushes it held', () => {
    const read: string[] = []
    const markStale = staleInBursts((queryKey) => read.push(queryKey.join('/')))
    // Eighteen recharges credited, pushed one after another (a backlog after a gap).
    for (let i = 0; i < 18; i++) {
      markStale([['notifications', 'list'], ['home'], ['wallet'], ['portfolio']])
      vi.advanceTimersByTime(1)
    }
    expect(read).toEqual([])
    vi.advanceTimersByTime(BURST_MS)
    expect(read.sort()).toEqual(['home', 'notifications/list', 'portfolio', 'wallet'])
  })

  it('reads again for a push that comes after the burst was read', () => {
    const read: string[] = []
    const markStale = staleInBursts((queryKey) => read.push(queryKey.join('/')))
    markStale([['portfolio']])
    vi.advanceTimersByTime(BURST_MS)
    markStale([['portfolio'], ['holdings']])
    vi.advanceTimersByTime(BURST_MS)
    expect(read).toEqual(['portfolio', 'portfolio', 'holdings'])
  })
})
