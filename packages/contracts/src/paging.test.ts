import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { cursorQuery, idParams, lenient, pageOf } from './paging.ts'

describe('a list filter the server does not know', () => {
  const query = z.object({ status: lenient(z.enum(['pending', 'completed'])) })

  it('is read when it is one the list knows', () => {
    expect(query.parse({ status: 'pending' })).toEqual({ status: 'pending' })
  })

  it('reads as absent when it is unknown or malformed, so the list shows from the top', () => {
    expect(query.parse({ status: 'archived' })).toEqual({ status: undefined })
    expect(query.parse({ status: ['pending', 'completed'] })).toEqual({ status: undefined })
  })

  it('may be left out', () => {
    expect(query.parse({})).toEqual({})
  })
})

describe('the cursor of a paged list', () => {
  it('is the id of the previous page’s last row, as a number', () => {
    expect(cursorQuery.parse({ cursor: '42' })).toEqual({ cursor: 42 })
  })

  it('starts from the top when it is garbage rather than failing the page', () => {
    for (const cursor of ['', 'abc', '0', '-3', '007', '1.5', '9999999999999999']) {
      expect(cursorQuery.parse({ cursor }), cursor).toEqual({ cursor: undefined })
    }
  })
})

describe('a path that names one resource by id', () => {
  it('reads a positive id as a number', () => {
    expect(idParams.parse({ id: '17' })).toEqual({ id: 17 })
  })

  it('refuses ids that name nothing (the route answers 404)', () => {
    for (const id of ['0', '-1', 'abc', '1.0', '01', '', '1234567890123456']) {
      expect(idParams.safeParse({ id }).success, id).toBe(false)
    }
  })

  it('refuses params it does not declare', () => {
    expect(idParams.safeParse({ id: '1', other: '2' }).success).toBe(false)
  })
})

describe('a page of results', () => {
  const page = pageOf(z.strictObject({ id: z.number() }))

  it('holds the items and the cursor of the next page, null on the last', () => {
    expect(page.parse({ items: [{ id: 1 }], next: '1' })).toEqual({ items: [{ id: 1 }], next: '1' })
    expect(page.parse({ items: [], next: null })).toEqual({ items: [], next: null })
  })

  it('refuses a reply with fields the contract does not name', () => {
    expect(page.safeParse({ items: [], next: null, total: 3 }).success).toBe(false)
    expect(page.safeParse({ items: [{ id: 1, secret: 'x' }], next: null }).success).toBe(false)
  })
})
