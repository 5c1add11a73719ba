import * as z from 'zod/mini'
import { isTimeZone } from './dates.ts'

/** Keyset page: `next` is opaque; pass it back as `cursor` to get the following page. */
export interface Page<T> {
  items: T[]
  next: string | null
}

/** The reply schema of a keyset page of `item`. */
export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.strictObject({ items: z.array(item), next: z.nullable(z.string()) })

const positiveId = z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,14}$/)), z.transform(Number))

/**
 * A query value that reads as absent when it is malformed: a list filter or cursor the server does
 * not know shows the list from the top rather than failing the page.
 */
export const lenient = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(z.catch(z.optional(schema), undefined))

/** A cursor: the id of the previous page's last row; a malformed one reads as absent. */
export const cursorValue = lenient(positiveId)

/** The query of a keyset-paged list. */
export const cursorQuery = z.object({ cursor: cursorValue })

/** The params of a path that names one resource by id (`/…/:id`); any other id names nothing (404). */
export const idParams = z.strictObject({ id: positiveId })

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
