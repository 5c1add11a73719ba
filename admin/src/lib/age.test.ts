import { describe, expect, it } from 'vitest'
import { formatAge } from './age.ts'

describe('an age as an operator reads it', () => {
  it.each([
    [0, 'under 1 min'],
    [59, 'under 1 min'],
    [60, '1 min'],
    [59 * 60 + 59, '59 min'],
    [3600, '1 h 0 min'],
    [3 * 3600 + 12 * 60 + 30, '3 h 12 min'],
    [24 * 3600, '1 d 0 h'],
    [2 * 86_400 + 5 * 3600 + 59 * 60, '2 d 5 h'],
    [-30, 'under 1 min'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatAge(seconds)).toBe(text)
  })
})
