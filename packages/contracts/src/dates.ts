const pad = (n: number) => String(n).padStart(2, '0')

/** Formats Unix seconds as `YYYY-MM-DD HH:mm:ss` in the viewer's local time (spec §9). */
export function formatUnixSeconds(seconds: number): string {
  const d = new Date(seconds * 1000)
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  )
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>()

/** Whether `name` is a time zone this runtime knows (an IANA name such as `Europe/Madrid`, or `UTC`). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/.test(name)) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/**
 * Formats Unix seconds as `YYYY-MM-DD HH:mm:ss` (spec §9) in a named time zone: for what the server
 * writes for a viewer (a CSV export), in the viewer's zone rather than the server's.
 */
export function formatUnixSecondsIn(seconds: number, timeZone: string): string {
  let format = zoneFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    zoneFormats.set(timeZone, format)
  }
  const part: Record<string, string> = {}
  for (const { type, value } of format.formatToParts(new Date(seconds * 1000))) part[type] = value
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`
}
