/** The storage key of the browser journeys' motion switch (`e2e/support/browser.ts` sets it to `1`). */
export const MOTION_SWITCH_KEY = 'reduceMotion'

/**
 * The browser journeys' switch for the kit's motion: a page whose storage holds `reduceMotion` = `1`
 * (only the journeys' pages set it) skips antd-mobile's animations, so a step never waits out a
 * dialog or a toast fading in. The kit's switch comes in a chunk of its own, fetched only then: the
 * app's users load and run the same app as without it.
 */
export async function applyMotionSwitch(): Promise<void> {
  let switched = false
  try {
    switched = localStorage.getItem(MOTION_SWITCH_KEY) === '1'
  } catch {
    // Storage can be unavailable (private mode); then nothing is switched.
  }
  if (!switched) return
  const { reduceMotion } = await import('antd-mobile/es/utils/reduce-and-restore-motion')
  reduceMotion()
}
