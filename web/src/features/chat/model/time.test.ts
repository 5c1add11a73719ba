import { describe, expect, it } from 'vitest'
import { formatChatTime } from './time.ts'

describe('message times', () => {
  it('shows hours and minutes today, the date before', () => {
    const noon = new Date(2026, 2, 14, 12, 0, 0).getTime() / 1000
    expect(formatChatTime(noon - 3600, noon)).toBe('11:00')
    expect(formatChatTime(noon - 86400, noon)).toBe('2026-03-13 12:00')
  })
})
