import { describe, expect, it } from 'vitest'
import { reconnectDelay } from './backoff.ts'

describe('reconnect backoff', () => {
  it('doubles from 1 s up to 30 s', () => {
    const top = () => 1
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => reconnectDelay(attempt, top))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ])
  })

  it('jitters each wait down by at most a fifth, never above the cap', () => {
    expect(reconnectDelay(0, () => 0)).toBe(800)
    expect(reconnectDelay(10, () => 0)).toBe(24000)
    for (let i = 0; i < 50; i += 1) {
      const delay = reconnectDelay(3)
      expect(delay).toBeGreaterThanOrEqual(6400)
      expect(delay).toBeLessThanOrEqual(8000)
    }
  })
})
