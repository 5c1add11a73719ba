import { parseAst } from 'rolldown/parseAst'
import { describe, expect, it } from 'vitest'
import { markSchemasPure, stripServerOnly } from './browser-build.ts'

const parse = (code: string) => parseAst(code, { lang: 'ts' })

const declaration = `import * as z from 'zod/mini'
const reply = z.strictObject({ id: z.number() })
export const getThing = endpoint({
  id: 'things.get',
  method: 'GET',
  path: '/api/things/:id',
  params: idParams,
  access: 'user',
  body: thingBody,
  reply,
})
`

describe('building the contracts for a browser', () => {
  it('keeps what a client calls with and drops the schemas only the server reads', () => {
    const out = stripServerOnly(declaration, parse)
    expect(out).toContain("path: '/api/things/:id'")
    expect(out).toContain("access: 'user'")
    for (const gone of ['params:', 'body:', 'reply,', 'reply }']) expect(out).not.toContain(gone)
    expect(() => parse(out)).not.toThrow()
  })

  it('leaves a module without declarations as it is', () => {
    const code = 'export const x = z.string()\n'
    expect(stripServerOnly(code, parse)).toBe(code)
  })

  it('marks every zod call pure, so an unused schema can be dropped', () => {
    const out = markSchemasPure('const a = z.string().check(z.trim())\nconst b = other()\n', parse)
    expect(out).toContain('const a = /* @__PURE__ */ z.string().check(')
    expect(out).toContain('check(/* @__PURE__ */ z.trim())')
    expect(out).toContain('const b = other()')
  })
})
