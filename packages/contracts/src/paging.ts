import * as z from 'zod/mini'

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
