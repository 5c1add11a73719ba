import { describe, expect, it } from 'vitest'
import { matchesFilter } from './key-filter.ts'

const row = { key: 'tab.home', english: 'Home', value: 'Inicio', missing: false }

describe('the language key filter', () => {
  it('matches the key, the English text or the text, every word, any case', () => {
    expect(matchesFilter(row, '')).toBe(true)
    expect(matchesFilter(row, 'TAB.')).toBe(true)
    expect(matchesFilter(row, 'home inicio')).toBe(true)
    expect(matchesFilter(row, 'home wallet')).toBe(false)
  })

  it('looks at the text being edited rather than the saved one', () => {
    expect(matchesFilter(row, 'portada', 'Portada')).toBe(true)
    expect(matchesFilter(row, 'inicio', 'Portada')).toBe(false)
  })
})
