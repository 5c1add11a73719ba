import { describe, expect, it } from 'vitest'
import { parsePack } from './parse-pack.ts'

describe('an operator pastes a language file', () => {
  it('accepts a JSON object of texts and nested sections', () => {
    const source = JSON.stringify({ nav: { home: 'Inicio' }, validation: { phoneRequired: 'Teléfono' } })
    expect(parsePack(source)).toEqual({ ok: true, json: JSON.parse(source) })
  })

  it('says why when the text is not JSON', () => {
    const parsed = parsePack('{ "nav": ')
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.error).toMatch(/^This is not valid JSON: /)
  })

  it('refuses JSON whose top level is not an object, with the spec message', () => {
    for (const source of ['[1, 2]', '"texts"', '42', 'null', 'true']) {
      expect(parsePack(source), source).toEqual({
        ok: false,
        error: 'The language file must be a JSON object of texts.',
      })
    }
  })
})
