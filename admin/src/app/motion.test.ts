import { afterEach, expect, it, vi } from 'vitest'
import { MOTION_SWITCH_KEY, withMotionSwitch } from './motion.ts'
import { theme } from './theme.ts'

afterEach(() => vi.unstubAllGlobals())

const storageWith = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null })

it("keeps antd's motion when nothing switched it off, or where there is no storage", () => {
  expect(withMotionSwitch(theme)).toBe(theme)
  vi.stubGlobal('localStorage', storageWith({}))
  expect(withMotionSwitch(theme)).toBe(theme)
})

it("turns antd's motion off in a console the browser journeys switched, and keeps the theme", () => {
  vi.stubGlobal('localStorage', storageWith({ [MOTION_SWITCH_KEY]: '1' }))
  const switched = withMotionSwitch(theme)
  expect(switched.token).toEqual({ ...theme.token, motion: false })
  expect(switched.components).toBe(theme.components)
})
