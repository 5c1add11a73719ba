import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import en from '@app/contracts/i18n/en.json'
import formEnglish from '@app/contracts/i18n/en.json?texts=forms'
import { filesUnder } from './files.ts'
import { appTexts, FORM_GROUPS, SERVER_ONLY_GROUPS } from './app-texts.ts'

const contractsI18n = path.resolve(import.meta.dirname, '../../packages/contracts/src/i18n')
const webSource = path.resolve(import.meta.dirname, '../src')

const raw = (locale: string) => fs.readFileSync(path.join(contractsI18n, `${locale}.json`), 'utf8')

describe("the app's copy of the language files", () => {
  it('leaves out the server-only groups and keeps every other text as it is', () => {
    for (const locale of ['en', 'es', 'ja']) {
      const full = JSON.parse(raw(locale)) as Record<string, unknown>
      const kept = JSON.parse(appTexts(raw(locale))) as Record<string, unknown>
      for (const group of SERVER_ONLY_GROUPS) {
        expect(full[group], `${locale}: ${group}`).toBeDefined()
        expect(kept[group]).toBeUndefined()
      }
      const { content: _c, support: _s, team: _t, ...rest } = full
      expect(kept).toEqual(rest)
    }
  })

  it('is what the app bundles: the build sees no server-only group', () => {
    for (const group of SERVER_ONLY_GROUPS) expect(en).not.toHaveProperty(group)
  })

  it("splits English in two: the entry's without the form groups, the forms' with them alone", () => {
    const full = JSON.parse(appTexts(raw('en'))) as Record<string, unknown>
    const entry = JSON.parse(appTexts(raw('en'), 'entry')) as Record<string, unknown>
    const forms = JSON.parse(appTexts(raw('en'), 'forms')) as Record<string, unknown>
    expect(Object.keys(forms).sort()).toEqual([...FORM_GROUPS].sort())
    expect({ ...entry, ...forms }).toEqual(full)
    expect(en).toEqual(entry)
    expect(formEnglish).toEqual(forms)
  })

  it('brings the form groups with every file that names one of their keys', () => {
    const named = new RegExp(`['"\`](?:${FORM_GROUPS.join('|')})\\.`)
    const missing = filesUnder(webSource)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => named.test(fs.readFileSync(path.join(webSource, file), 'utf8')))
      .filter((file) => {
        const source = fs.readFileSync(path.join(webSource, file), 'utf8')
        return !/^import '[./]*(?:lib\/)?i18n\/form-texts\.ts'$/m.test(source)
      })
    expect(missing).toEqual([])
  })

  it('drops no key the app names', () => {
    const full = JSON.parse(raw('en')) as Record<string, Record<string, unknown>>
    const keys = SERVER_ONLY_GROUPS.flatMap((group) =>
      Object.keys(full[group] ?? {}).map((k) => `${group}.${k}`),
    )
    const used = filesUnder(webSource)
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => {
        const source = fs.readFileSync(path.join(webSource, file), 'utf8')
        return keys
          .filter((key) => source.includes(`'${key}'`) || source.includes(`"${key}"`))
          .map((key) => `${key} in ${file}`)
      })
    expect(used).toEqual([])
  })
})
