import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { errorStatus, type Endpoint } from '@app/contracts'
import { bundledLanguages } from '@app/contracts/i18n'
import type * as z from 'zod/mini'
import {
  anyBad,
  BAD_CURSORS,
  BAD_IDS,
  DEEP,
  Obj,
  RAW_URL_PIECES,
  scalarBad,
  toJson,
  type Value,
} from './bad-values.ts'

/**
 * Malformed requests generated from endpoint declarations, for the bad-input suite
 * (`server/src/bad-input.test.ts`), and the checks every answer to them must pass.
 */

export interface RouteEntry {
  method: string
  url: string
  declaration: Endpoint | undefined
  family: string
}

export interface Attempt {
  route: RouteEntry
  url: string
  headers: Record<string, string>
  payload: string | undefined
  /** What the generator chose, for a failure report. */
  note: string
}

type Def = { type: string; shape?: Record<string, z.ZodMiniType>; entries?: Record<string, unknown> }
const defOf = (schema: z.ZodMiniType | undefined): Def | undefined =>
  (schema as unknown as { _zod?: { def: Def } } | undefined)?._zod?.def

/** A value of the field's type that might pass (so one bad field can sit among plausible ones). */
function plausible(schema: z.ZodMiniType): fc.Arbitrary<Value> {
  const def = defOf(schema)
  switch (def?.type) {
    case 'string':
      return fc.oneof(
        fc.array(fc.constantFrom(...'abcxyz0189'), { minLength: 1, maxLength: 12 }).map((c) => c.join('')),
        fc.constantFrom('100', '5550100001', 'abc-123'),
      )
    case 'number':
      return fc.integer({ min: 0, max: 100 })
    case 'boolean':
      return fc.boolean()
    case 'enum':
      return fc.constantFrom(...(Object.values(def.entries ?? { a: 'a' }) as string[]))
    case 'array':
      return fc.constant([])
    case 'optional':
      return fc.constant(null)
    default:
      return fc.constant(new Obj([]))
  }
}

const EXTRA_KEYS = ['extra', '__proto__', 'constructor', 'isAdmin', 'userId', 'balance', 'role', 'id']

/** An object body from the declaration's shape: each field missing, bad or plausible; maybe an extra key. */
function shapedBody(shape: Record<string, z.ZodMiniType>): fc.Arbitrary<Value> {
  const fields = Object.entries(shape).map(([key, schema]) =>
    fc
      .oneof(
        { weight: 1, arbitrary: fc.constant<Value | undefined>(undefined) },
        { weight: 3, arbitrary: anyBad },
        { weight: 3, arbitrary: plausible(schema) },
      )
      .map((value) => [key, value] as const),
  )
  const extra = fc.option(
    fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 10 })), anyBad),
    { freq: 3 },
  )
  return fc.tuple(fc.tuple(...fields), extra).map(([chosen, more]) => {
    const entries = chosen.filter((e): e is readonly [string, Value] => e[1] !== undefined).map((e) => [...e])
    if (more) entries.push([...more])
    return new Obj(entries as [string, Value][])
  })
}

// ---- requests ------------------------------------------------------------------------------------

const JSON_TYPE = 'application/json'
const NON_JSON_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonx',
  'image/png',
]
const OTHER_JSON_TYPES = [
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
]

const bodyArb = (
  declaration: Endpoint | undefined,
): fc.Arbitrary<{ text: string | undefined; kind: string }> => {
  const shape = defOf(declaration?.body)?.shape
  const limit = declaration?.bodyLimit ?? 64 * 1024
  const value = (kind: string, arb: fc.Arbitrary<Value>) => arb.map((v) => ({ text: toJson(v), kind }))
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant({ text: undefined, kind: 'no body' }) },
    { weight: 2, arbitrary: fc.constant({ text: 'null', kind: 'null body' }) },
    { weight: 2, arbitrary: value('scalar body', scalarBad) },
    { weight: 8, arbitrary: value('shaped body', shape ? shapedBody(shape) : anyBad) },
    { weight: 2, arbitrary: value('deep body', fc.constantFrom(...DEEP)) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom('{', '{"a":1,}', "{'a':1}", 'nul', '{"a":1}{"b":2}', '\u0000', '', ' ', '[1,]', '"')
        .map((text) => ({ text, kind: 'broken JSON' })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ text: toJson(new Obj([['f', 'y'.repeat(limit)]])), kind: 'over the limit' }),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          '{"__proto__":{"isAdmin":true}}',
          '{"constructor":{"prototype":{"isAdmin":true}}}',
          '{"a":{"__proto__":{"b":1}}}',
        )
        .map((text) => ({ text, kind: 'prototype keys' })),
    },
  )
}

const paramValue: fc.Arbitrary<{ text: string; raw: boolean }> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...BAD_IDS).map((text) => ({ text, raw: false })) },
  { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 30 }).map((text) => ({ text, raw: false })) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PIECES).map((text) => ({ text, raw: true })) },
)

function queryArb(declaration: Endpoint | undefined): fc.Arbitrary<string> {
  const keys = Object.keys(defOf(declaration?.query)?.shape ?? {})
  const key = fc.oneof(
    fc.constantFrom(...keys, 'cursor', 'filter', '__proto__', 'constructor[prototype]', 'a[b]'),
    fc.string({ maxLength: 8 }),
  )
  const valueArb = fc.oneof(
    fc.constantFrom(...BAD_CURSORS).map(encodeURIComponent),
    fc.string({ maxLength: 20 }).map(encodeURIComponent),
    fc.constantFrom(...RAW_URL_PIECES),
  )
  const pair = fc.tuple(key, valueArb).map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
  const repeated = fc
    .tuple(key, valueArb, valueArb)
    .map(([k, a, b]) => `${encodeURIComponent(k)}=${a}&${encodeURIComponent(k)}=${b}`)
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    {
      weight: 4,
      arbitrary: fc.array(fc.oneof(pair, repeated), { minLength: 1, maxLength: 4 }).map((p) => p.join('&')),
    },
    { weight: 1, arbitrary: fc.constant(`q=${'z'.repeat(8_000)}`) },
  )
}

const idempotencyKeyArb = fc.oneof(
  { weight: 8, arbitrary: fc.constant('fresh') },
  { weight: 1, arbitrary: fc.constant('absent') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('short', 'k'.repeat(200), '٣٣٣٣٣٣٣٣٣', 'key with spaces', '__proto__x'),
  },
)

export function attemptArb(routes: RouteEntry[], tokenFor: (route: RouteEntry) => string | undefined) {
  return fc.oneof(...routes.map((route) => routeAttemptArb(route, tokenFor)))
}

function routeAttemptArb(route: RouteEntry, tokenFor: (route: RouteEntry) => string | undefined) {
  return fc
    .record({
      params: fc.array(paramValue, { minLength: 4, maxLength: 4 }),
      query: queryArb(route.declaration),
      body: bodyArb(route.declaration),
      type: fc.oneof(
        { weight: 8, arbitrary: fc.constant(JSON_TYPE) },
        { weight: 2, arbitrary: fc.constantFrom(...NON_JSON_TYPES) },
        { weight: 1, arbitrary: fc.constantFrom(...OTHER_JSON_TYPES) },
      ),
      badParam: fc.boolean(),
      key: idempotencyKeyArb,
    })
    .map(({ params, query, body, type, badParam, key }): Attempt => {
      let index = 0
      // Half of the requests keep a well-formed id, so their bad query or body is what is tested.
      const path = route.url.replace(/:(\w+)/g, (_m, name: string) => {
        const value = params[index++] ?? { text: '1', raw: false }
        if (!badParam)
          return name === 'locale'
            ? 'en'
            : name === 'file'
              ? 'en.json'
              : name === 'host'
                ? 'pay.example.com'
                : '999999'
        return value.raw ? value.text : encodeURIComponent(value.text)
      })
      const headers: Record<string, string> = {}
      const token = tokenFor(route)
      if (token) headers.authorization = `Bearer ${token}`
      if (route.declaration?.idempotent && key !== 'absent')
        headers['idempotency-key'] = key === 'fresh' ? randomUUID() : key
      const payload = body.text
      if (payload !== undefined) headers['content-type'] = type
      return {
        route,
        url: query ? `${path}?${query}` : path,
        headers,
        payload,
        note: `${body.kind}${payload !== undefined ? ` as ${type}` : ''}${badParam ? ', bad path param' : ''}`,
      }
    })
}

// ---- what the server should refuse --------------------------------------------------------------

/**
 * Whether a request might be well-formed, judged by the declaration's own schemas: such a request is
 * not sent to a route that writes, so the suite never does real work by chance.
 */
export function mightBeValid(attempt: Attempt): boolean {
  const { declaration } = attempt.route
  if (!declaration) return false
  if (declaration.params) {
    const pattern = declaration.path.split('/')
    const actual = attempt.url.split('?')[0]?.split('/') ?? []
    const params: Record<string, string> = {}
    for (const [i, part] of pattern.entries()) {
      if (!part.startsWith(':')) continue
      try {
        params[part.slice(1)] = decodeURIComponent(actual[i] ?? '')
      } catch {
        return false
      }
    }
    if (!declaration.params.safeParse(params).success) return false
  }
  const { payload } = attempt
  if (payload === undefined) return declaration.body ? declaration.body.safeParse({}).success : true
  const type = attempt.headers['content-type'] ?? ''
  if (NON_JSON_TYPES.includes(type)) return false
  if (Buffer.byteLength(payload) > (declaration.bodyLimit ?? 64 * 1024)) return false
  let body: unknown
  try {
    body = JSON.parse(payload)
  } catch {
    return false
  }
  if (body === null) return false
  if (!declaration.body)
    return typeof body === 'object' && !Array.isArray(body) && Object.keys(body as object).length === 0
  return declaration.body.safeParse(body).success
}

// Every message the API may answer with, as a pattern (placeholders match anything).
const MESSAGES: RegExp[] = []
const collect = (node: unknown): void => {
  if (typeof node === 'string') {
    const pattern = node.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\s*\w+\s*\}\}/g, '.*')
    MESSAGES.push(new RegExp(`^${pattern}$`, 's'))
  } else if (node && typeof node === 'object') Object.values(node).forEach(collect)
}
collect(bundledLanguages.en)

export function problemOf(status: number, type: string, body: string): string | undefined {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 200)}`
  if (status < 400) return undefined
  if (!type.startsWith('application/json')) return `answered ${status} as ${type}`
  let parsed: { code?: unknown; msg?: unknown; data?: { error?: unknown } }
  try {
    parsed = JSON.parse(body)
  } catch {
    return `answered ${status} with a body that is not JSON`
  }
  if (parsed.code !== status) return `envelope code ${String(parsed.code)} for status ${status}`
  if (typeof parsed.data?.error !== 'string' || !(parsed.data.error in errorStatus))
    return `no known error code: ${body.slice(0, 200)}`
  if (typeof parsed.msg !== 'string' || !MESSAGES.some((m) => m.test(parsed.msg as string)))
    return `message is not one of the API's texts: ${JSON.stringify(parsed.msg).slice(0, 200)}`
  return undefined
}
