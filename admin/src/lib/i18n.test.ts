import { afterAll, describe, expect, it } from 'vitest'
import dayjs from 'dayjs'
import { currentLocale, findAppText, setLanguage, translate } from './i18n.ts'
import { formatAge } from './age.ts'
import { statusLabel } from './status.ts'

afterAll(() => setLanguage('en', false))

describe("the console's translator", () => {
  it('speaks English first', () => {
    expect(currentLocale()).toBe('en')
    expect(translate('nav.dashboard')).toBe('Dashboard')
    expect(translate('queue.shown', { shown: 40, total: '512' })).toBe('Showing 40 of 512')
  })

  it('switches to Spanish, then Japanese, with the app’s validation messages too', async () => {
    await setLanguage('es', false)
    expect(translate('nav.dashboard')).toBe('Panel')
    expect(statusLabel('pending')).toBe('Pendiente')
    expect(formatAge(3 * 3600 + 12 * 60)).toBe('3 h 12 min')
    expect(findAppText('error.unauthenticated')).not.toBe('Please log in first')
    await setLanguage('ja', false)
    expect(translate('nav.dashboard')).toBe('ダッシュボード')
    expect(formatAge(3 * 3600 + 12 * 60)).toBe('3 時間 12 分')
    expect(translate('queue.shown', { shown: 40, total: '512' })).toBe('512 件中 40 件を表示')
  })

  it('names months and weekdays, and starts weeks, the way the language does (date pickers)', async () => {
    const day = () => dayjs('2026-11-25T12:00:00')
    await setLanguage('es', false)
    expect(day().format('MMMM dddd')).toBe('noviembre miércoles')
    expect(day().startOf('week').date()).toBe(23)
    await setLanguage('ja', false)
    expect(day().format('MMMM dddd')).toBe('11月 水曜日')
    await setLanguage('en', false)
    expect(day().format('MMMM dddd')).toBe('November Wednesday')
    expect(day().startOf('week').date()).toBe(22)
  })

  it('shows a value it has no name for as it is, capitalised', async () => {
    await setLanguage('en', false)
    expect(statusLabel('pending')).toBe('Pending')
    expect(statusLabel('somethingNew')).toBe('SomethingNew')
  })
})
