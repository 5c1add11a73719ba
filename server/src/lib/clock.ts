/** The one source of time. Tests pass a fixed or movable clock; production uses the wall clock. */
export interface Clock {
  /** Unix seconds. */
  now(): number
}

export const systemClock: Clock = { now: () => Math.floor(Date.now() / 1000) }

/** A clock a test can set and move, forwards or backwards. */
export function manualClock(
  start: number,
): Clock & { set(seconds: number): void; advance(seconds: number): void } {
  let current = start
  return {
    now: () => current,
    set: (seconds) => {
      current = seconds
    },
    advance: (seconds) => {
      current += seconds
    },
  }
}
