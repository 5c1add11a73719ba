import * as z from 'zod/mini'

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

/** The longest date range an export covers. */
export const MAX_RANGE_DAYS = 366

const rangeBound = z.pipe(
  z.string('validation.dateRangeRequired').check(z.regex(/^[0-9]{1,11}$/, 'validation.dateRangeRequired')),
  z.transform(Number),
)

/**
 * A date range in a query: `from` (inclusive) and `to` (exclusive) in Unix seconds, the console's
 * local midnights; `tz` names the zone the reply writes its dates in (UTC when absent). Refused with
 * 400 when a bound is missing, the start is not before the end, or it spans more than 366 days
 * (an hour more for a change of daylight saving time).
 */
export const dateRangeQuery = z.object({
  from: rangeBound,
  to: rangeBound,
  tz: z.optional(z.string().check(z.refine(isTimeZone, 'validation.timeZoneInvalid'))),
})
/** A range query with its rules: the start before the end, at most 366 days. */
export const checkedDateRange = <T extends z.ZodMiniType<{ from: number; to: number }>>(schema: T): T =>
  schema.check(
    z.refine((range) => range.from < range.to, { message: 'validation.dateRangeOrder', path: ['to'] }),
    z.refine((range) => range.to - range.from <= MAX_RANGE_DAYS * 86_400 + 3_600, {
      message: 'validation.dateRangeTooLong',
      path: ['to'],
    }),
  )
export type DateRange = z.infer<typeof dateRangeQuery>
