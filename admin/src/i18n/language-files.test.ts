import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { interpolate, lookupText } from '@app/contracts/texts'
import en from './en.json'
import es from './es.json'
import ja from './ja.json'

/** Every text of a language file as dotted key → text. */
function textsOf(pack: Record<string, unknown>, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>()
  for (const [key, value] of Object.entries(pack)) {
    if (typeof value === 'string') texts.set(`${prefix}${key}`, value)
    else
      for (const entry of textsOf(value as Record<string, unknown>, `${prefix}${key}.`)) texts.set(...entry)
  }
  return texts
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe("the console's language files", () => {
  const english = textsOf(en)

  it.each([
    ['es', es],
    ['ja', ja],
  ])('%s has exactly the English keys, with the same placeholders', (_name, pack) => {
    const other = textsOf(pack)
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort())
    for (const [key, text] of english)
      expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text))
  })

  it('has no empty text in any language', () => {
    for (const pack of [en, es, ja])
      expect([...textsOf(pack)].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([])
  })

  // A word doubled by a text put inside another ("First day of the the ledger…") reads wrong to a
  // screen reader as much as on screen.
  const doubled = /(?:^|[\s(])(\p{L}+) \1(?=$|[\s.,:;)])/iu

  it.each([
    ['en', en],
    ['es', es],
    ['ja', ja],
  ])('%s has no word written twice in a row', (_name, pack) => {
    expect([...textsOf(pack)].filter(([, text]) => doubled.test(text)).map(([key]) => key)).toEqual([])
  })

  it.each([
    ['en', en],
    ['es', es],
    ['ja', ja],
  ])('%s names of what is exported read once inside the export controls', (_name, pack) => {
    const texts = textsOf(pack)
    const whats = ['queue.rechargesWhat', 'queue.withdrawalsWhat', 'ledger.exportWhat', 'user.ledgerOf'].map(
      (key) => interpolate(texts.get(key) ?? key, { id: 6 }),
    )
    const labels = ['export.firstDay', 'export.lastDay', 'export.buttonOf'].flatMap((key) =>
      whats.map((what) => interpolate(texts.get(key) ?? key, { what })),
    )
    // Spanish contracts "de el" and "a el"; a text that would write them is composed wrongly.
    expect(labels.filter((label) => doubled.test(label) || /\b(?:de|a) el\b/.test(label))).toEqual([])
  })

  it('addresses the operator as usted in Spanish, never as tú', () => {
    // The pronouns, verbs and commands that give tú away ("tu cuenta", "inténtalo", "Elige …").
    const tu =
      /(?<![\p{L}])(?:[Tt]us?|ti|[Tt]ú|puedes|debes|quieres|tienes|necesitas|pediste|[Ii]nténtalo|Introduce|Elige|Comprueba|Pulsa|Pide|Abre|Deja|Añade|Escribe|Guarda|Envía|Copia|Indica|Cierra|Vuelve|Configura|Empieza|Conserva)(?![\p{L}])/u
    expect([...textsOf(es)].filter(([, text]) => tu.test(text))).toEqual([])
  })

  it('has every key the console asks for by name', () => {
    const root = path.resolve(import.meta.dirname, '..')
    const used = sourceFiles(root).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\b(?:t|translate)\('([a-zA-Z]+\.[a-zA-Z0-9.]+)'/g)].map(
        (m) => m[1] ?? '',
      ),
    )
    expect(used.length).toBeGreaterThan(100)
    expect([...new Set(used)].filter((key) => lookupText(en, key) === undefined)).toEqual([])
  })
})
