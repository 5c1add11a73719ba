import { afterEach, describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import en from '@app/contracts/i18n/en.json'
import { createTranslator, type Texts } from './translator.ts'
import { i18n, switchLanguage } from './i18n.ts'
import { useTranslation } from './translate.ts'

function sample() {
  const translator = createTranslator<'en' | 'es'>('en')
  translator.addResourceBundle('en', {
    tab: { home: 'Home', wallet: 'Wallet' },
    vip: 'VIP {{level}}',
    range: '{{min}} to {{max}}, {{min}} first',
    html: '<b>{{name}}</b>',
  })
  translator.addResourceBundle('es', { tab: { home: 'Inicio' }, vip: 'VIP {{level}} (es)' })
  return translator
}

describe('the translator', () => {
  it('reads dotted keys and fills every {{name}}, without escaping', () => {
    const { t } = sample()
    expect(t('tab.home')).toBe('Home')
    expect(t('vip', { level: 2 })).toBe('VIP 2')
    expect(t('range', { min: '1.00', max: '9.00' })).toBe('1.00 to 9.00, 1.00 first')
    expect(t('html', { name: 'A & B' })).toBe('<b>A & B</b>')
    // A value not given stays visible rather than turning into an empty string.
    expect(t('vip')).toBe('VIP {{level}}')
  })

  it('falls back to English, then to the default value, then to the key', () => {
    const translator = sample()
    translator.changeLanguage('es')
    const { t } = translator
    expect(t('tab.home')).toBe('Inicio')
    expect(t('tab.wallet')).toBe('Wallet')
    expect(t('vip', { level: 1 })).toBe('VIP 1 (es)')
    expect(t('tab.unknown', { defaultValue: 'bank_card' })).toBe('bank_card')
    expect(t('tab.home', { defaultValue: 'unused' })).toBe('Inicio')
    expect(t('tab.unknown')).toBe('tab.unknown')
    // A key naming a group of texts is not a text.
    expect(t('tab')).toBe('tab')
  })

  it('deep-merges an added bundle: new texts win, the others stay', () => {
    const translator = sample()
    translator.addResourceBundle('en', { tab: { home: 'Start' }, extra: { deep: 'Deep' } })
    expect(translator.t('tab.home')).toBe('Start')
    expect(translator.t('tab.wallet')).toBe('Wallet')
    expect(translator.t('extra.deep')).toBe('Deep')
    translator.addResourceBundle('en', JSON.parse('{"__proto__": {"polluted": "yes"}}') as Texts)
    expect(translator.t('polluted')).toBe('polluted')
    translator.removeResourceBundle('es')
    expect(translator.hasResourceBundle('es')).toBe(false)
    expect(translator.hasResourceBundle('en')).toBe(true)
  })

  it('adds texts bundled apart beneath: a text already there, a remote edit, keeps its words', () => {
    const translator = sample()
    translator.addResourceBundle('en', { validation: { phone: 'Phone, please (edited)' } })
    translator.addBundledTexts('en', { validation: { phone: 'Phone required', code: 'Code required' } })
    expect(translator.t('validation.phone')).toBe('Phone, please (edited)')
    expect(translator.t('validation.code')).toBe('Code required')
    expect(translator.t('tab.home')).toBe('Home')
    translator.changeLanguage('es')
    expect(translator.t('validation.code')).toBe('Code required')
  })

  it('gives a function fixed to one language, whatever the language shown', () => {
    const translator = sample()
    const spanish = translator.getFixedT('es')
    expect(spanish('tab.home')).toBe('Inicio')
    expect(spanish('tab.wallet')).toBe('Wallet')
    expect(translator.t('tab.home')).toBe('Home')
    expect(translator.getFixedT('en')('vip', { level: 3 })).toBe('VIP 3')
  })

  it('tells its listeners of every change, only of a change, and stops when asked', () => {
    const translator = sample()
    const calls: string[] = []
    const stop = translator.subscribe(() => calls.push(translator.t('tab.home')))
    translator.changeLanguage('es')
    translator.addResourceBundle('es', { tab: { home: 'Portada' } })
    // The same texts again (a remote file nobody edited): nothing changed, nobody is told.
    translator.addResourceBundle('es', { tab: { home: 'Portada' } })
    stop()
    translator.changeLanguage('en')
    expect(calls).toEqual(['Inicio', 'Portada'])
  })
})

function TabName() {
  const { t } = useTranslation()
  return <span data-testid="tab">{t('tab.home')}</span>
}

describe('useTranslation', () => {
  afterEach(async () => {
    i18n.removeResourceBundle('es')
    i18n.addResourceBundle('en', en)
    await switchLanguage('en')
  })

  it('re-renders on a language change and when texts are added for the language shown', async () => {
    render(<TabName />)
    expect(screen.getByTestId('tab').textContent).toBe('Home')
    await act(() => switchLanguage('es'))
    expect(screen.getByTestId('tab').textContent).toBe('Inicio')
    // A remote language file arriving after the first paint.
    act(() => i18n.addResourceBundle('es', { tab: { home: 'Portada' } }))
    expect(screen.getByTestId('tab').textContent).toBe('Portada')
  })
})
