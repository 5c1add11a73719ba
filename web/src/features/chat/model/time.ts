import { formatUnixSeconds } from '@app/contracts/dates'

/**
 * A message's time, cut from the one date format: `HH:mm` for today, `YYYY-MM-DD HH:mm` before.
 * `now` is Unix seconds.
 */
export function formatChatTime(seconds: number, now: number): string {
  const full = formatUnixSeconds(seconds)
  const sameDay = full.slice(0, 10) === formatUnixSeconds(now).slice(0, 10)
  return sameDay ? full.slice(11, 16) : full.slice(0, 16)
}
