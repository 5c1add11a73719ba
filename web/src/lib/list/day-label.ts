const pad = (n: number) => String(n).padStart(2, '0')

/** The viewer's local calendar day of Unix seconds, as `YYYY-MM-DD` (spec §9's date part). */
export function localDay(seconds: number): string {
  const d = new Date(seconds * 1000)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/**
 * What a list's day heading says: 'today' or 'yesterday' (to be translated), else the date, in the
 * viewer's local time. `now` is Unix seconds.
 */
export function dayHeading(seconds: number, now: number): 'today' | 'yesterday' | string {
  const day = localDay(seconds)
  if (day === localDay(now)) return 'today'
  const yesterday = new Date(now * 1000)
  yesterday.setDate(yesterday.getDate() - 1)
  return day === localDay(yesterday.getTime() / 1000) ? 'yesterday' : day
}
