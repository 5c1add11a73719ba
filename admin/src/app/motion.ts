import type { ThemeConfig } from 'antd'

/** The storage key of the browser journeys' motion switch (`e2e/support/browser.ts` sets it to `1`). */
export const MOTION_SWITCH_KEY = 'reduceMotion'

/**
 * The browser journeys' switch for antd's motion: a console whose storage holds `reduceMotion` =
 * `1` (only the journeys' pages set it) opens dialogs, drawers and lists without their motions, so
 * a click is never aimed at a button still zooming in. Operators never set it.
 */
export function withMotionSwitch(theme: ThemeConfig): ThemeConfig {
  let switched = false
  try {
    switched = globalThis.localStorage?.getItem(MOTION_SWITCH_KEY) === '1'
  } catch {
    // Storage can be unavailable; then nothing is switched.
  }
  return switched ? { ...theme, token: { ...theme.token, motion: false } } : theme
}
