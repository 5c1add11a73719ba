import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import entryEnglish from '@app/contracts/i18n/en.json'
import formEnglish from '@app/contracts/i18n/en.json?texts=forms'
import es from '@app/contracts/i18n/es.json'
import ja from '@app/contracts/i18n/ja.json'
import { lookupText } from '@app/contracts/i18n'

function keysOf(pack: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(pack).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The app's English: what the entry bundles and what the forms' chunks add. */
const en = { ...entryEnglish, ...formEnglish }

describe('language files', () => {
  it('Spanish and Japanese have every English key', () => {
    const english = keysOf(en)
    expect(english.filter((key) => lookupText(es, key) === undefined)).toEqual([])
    expect(english.filter((key) => lookupText(ja, key) === undefined)).toEqual([])
  })

  it('every key the app asks for exists in English', () => {
    const root = path.resolve(import.meta.dirname, '../..')
    const used = sourceFiles(root).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z]+\.[a-zA-Z.]+)'/g)].map((m) => m[1] ?? ''),
    )
    expect(used.length).toBeGreaterThan(50)
    expect([...new Set(used)].filter((key) => lookupText(en, key) === undefined)).toEqual([])
  })

  it('keeps the spec texts exactly, typos included', () => {
    expect(lookupText(en, 'validation.passwordMin')).toBe('Passwrod should have at least 6 characters.')
    expect(lookupText(en, 'placeholder.timedOut')).toBe(
      'The connection timed out, click the screen to try again.',
    )
    expect(lookupText(en, 'error.unauthenticated')).toBe('Please log in first')
  })
})
