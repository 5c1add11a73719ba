import fc from 'fast-check'

/** The malformed values the bad-input suite builds its requests from. */

// ---- values --------------------------------------------------------------------------------------

/** JSON text written as is (numbers JSON cannot spell from JavaScript, deep nesting, huge strings). */
export class RawJson {
  constructor(readonly text: string) {}
}
/** A JSON object as ordered entries, so keys like `__proto__` stay own keys. */
export class Obj {
  constructor(readonly entries: [string, Value][]) {}
}
export type Value = null | boolean | number | string | RawJson | Obj | Value[]

export function toJson(value: Value): string {
  if (value instanceof RawJson) return value.text
  if (value instanceof Obj)
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`
  return JSON.stringify(value)
}

export const HUGE = 'x'.repeat(70_000)
const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`)
const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)
export const DEEP = [deepArray(5_000), deepObject(5_000), deepArray(30_000), deepObject(10_000)]

export const BAD_AMOUNT_TEXTS = [
  '٣',
  '３',
  '١٠٠',
  '１００',
  '1e3',
  '1E3',
  '1e-3',
  '1.5',
  '1.0',
  '.5',
  '-1',
  '-0',
  '0',
  '00',
  '01',
  '007',
  ' 1',
  '1 ',
  '+1',
  '1_000',
  '1,000',
  '0x10',
  'Infinity',
  'NaN',
  '99999999999999',
  '10000000000000',
  '9007199254740993',
  '',
  ' ',
  '\u00a01',
  '1\u0000',
]
export const BAD_JSON_NUMBERS = [
  '100',
  '1e3',
  '1.5',
  '-1',
  '0',
  '-0',
  '1e400',
  '9007199254740993',
  '1E+2',
].map((t) => new RawJson(t))
export const BAD_IDS = [
  ...BAD_AMOUNT_TEXTS.filter((t) => t.trim() !== ''),
  '9'.repeat(16),
  '9'.repeat(400),
  'abc',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  'prototype',
  '..',
  '1;1',
  '1/2',
  '\u0000',
  'é',
  '💰',
]
export const BAD_CURSORS = [...BAD_IDS, '1:2:3', '0:0:0', '2:1:1', ':', '١:١:١', '1:-1:1', 'a'.repeat(5_000)]
/** Raw (not re-encoded) path and query pieces a URL parser may refuse. */
export const RAW_URL_PIECES = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%00', '%2F', '%2e%2e', '%FF']

export const scalarBad: fc.Arbitrary<Value> = fc.oneof(
  fc.constantFrom<Value>(...BAD_AMOUNT_TEXTS, ...BAD_JSON_NUMBERS),
  fc.constantFrom<Value>(null, true, false, 0, -1, 1.5, '', [], new Obj([]), new RawJson('1e400')),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom<Value>(
    'x'.repeat(300),
    'x'.repeat(10_000),
    '<script>alert(1)</script>',
    "'; drop table users; --",
  ),
)

export const anyBad: fc.Arbitrary<Value> = fc.oneof(
  { weight: 6, arbitrary: scalarBad },
  { weight: 1, arbitrary: fc.array(scalarBad, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom<Value>(...DEEP) },
  { weight: 1, arbitrary: fc.constant<Value>(HUGE) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Value>(
      new Obj([['__proto__', new Obj([['isAdmin', true]])]]),
      new Obj([['constructor', new Obj([['prototype', new Obj([['x', 1]])]])]]),
    ),
  },
)
