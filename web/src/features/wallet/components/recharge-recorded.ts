/**
 * Whole minutes left before a pending recharge expires, rounded up (29 min 10 s is "30 min"), so
 * "1 min" still means some time is left; 0 once the time has passed.
 */
export function minutesLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 60))
}
