import { afterEach, expect, it } from 'vitest'
import { isMotionReduced, restoreMotion } from 'antd-mobile/es/utils/reduce-and-restore-motion'
import { applyMotionSwitch, MOTION_SWITCH_KEY } from './motion.ts'

afterEach(() => restoreMotion())

it("keeps the kit's motion when nothing switched it off", async () => {
  await applyMotionSwitch()
  expect(isMotionReduced()).toBe(false)
})

it("skips the kit's animations on a page the browser journeys switched", async () => {
  localStorage.setItem(MOTION_SWITCH_KEY, '1')
  await applyMotionSwitch()
  expect(isMotionReduced()).toBe(true)
})
