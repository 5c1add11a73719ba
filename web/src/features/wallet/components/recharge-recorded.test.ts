import { expect, it } from 'vitest'
import { minutesLeft } from './recharge-recorded.ts'

it('counts whole minutes left, rounding up, and none once the time has passed', () => {
  expect(minutesLeft(1_000 + 30 * 60, 1_000)).toBe(30)
  expect(minutesLeft(1_000 + 29 * 60 + 10, 1_000)).toBe(30)
  expect(minutesLeft(1_000 + 1, 1_000)).toBe(1)
  expect(minutesLeft(1_000, 1_000)).toBe(0)
  expect(minutesLeft(1_000, 5_000)).toBe(0)
})
