import { describe, expect, it } from 'vitest'
import { NOTIFICATION_TYPES, type NotificationItem } from '@app/contracts/notifications'
import { formatMoney } from '@app/contracts/money'
import { i18n, switchLanguage } from '../../../lib/i18n/i18n.ts'
import { paths } from '../../../lib/routes.ts'
import { notificationTarget, notificationText } from './text.ts'

const item = (type: NotificationItem['type'], params: NotificationItem['params']): NotificationItem => ({
  id: 1,
  type,
  params,
  createdAt: 1_790_000_000,
  read: false,
})

describe('a notification in the language shown now', () => {
  it('words each stored type and amount in en, es and ja, never the key', async () => {
    await switchLanguage('es')
    await switchLanguage('ja')
    await switchLanguage('en')
    const credited = item('recharge.credited', { amount: 123_456, rechargeId: 7 })
    const money = (locale: 'en' | 'es' | 'ja') => (minor: number) => formatMoney(minor, '$', locale)
    expect(notificationText(credited, i18n.getFixedT('en'), money('en'))).toBe(
      'Your recharge of $1,234.56 was confirmed and credited to your balance.',
    )
    expect(notificationText(credited, i18n.getFixedT('es'), money('es'))).toBe(
      'Tu recarga de $1234,56 fue confirmada y abonada a tu saldo.',
    )
    expect(notificationText(credited, i18n.getFixedT('ja'), money('ja'))).toBe(
      '$1,234.56 のチャージが確認され、残高に入金されました。',
    )
    for (const locale of ['en', 'es', 'ja'] as const)
      for (const type of NOTIFICATION_TYPES) {
        const text = notificationText(item(type, { amount: 500 }), i18n.getFixedT(locale), money(locale))
        expect(text, `${locale} ${type}`).not.toMatch(/notificationPage|\{\{/)
      }
  })

  it('words a sign-in elsewhere with its device and masked address, or what is known of them', async () => {
    await switchLanguage('es')
    await switchLanguage('ja')
    await switchLanguage('en')
    const money = (minor: number) => formatMoney(minor, '$')
    const known = item('sign-in.new', {
      sessionId: 9,
      browser: 'Chrome',
      os: 'Android',
      place: '203.0.113.x',
    })
    expect(notificationText(known, i18n.getFixedT('en'), money)).toBe(
      'New sign-in on Chrome · Android from 203.0.113.x. Not you? Change your password.',
    )
    expect(notificationText(known, i18n.getFixedT('es'), money)).toBe(
      'Nuevo inicio de sesión en Chrome · Android desde 203.0.113.x. ¿No fuiste tú? Cambia tu contraseña.',
    )
    expect(notificationText(known, i18n.getFixedT('ja'), money)).toBe(
      '203.0.113.x から Chrome · Android で新しいログインがありました。心当たりがない場合はパスワードを変更してください。',
    )
    const unknown = item('sign-in.new', { sessionId: 9, os: 'iOS' })
    expect(notificationText(unknown, i18n.getFixedT('en'), money)).toBe(
      'New sign-in on iOS. Not you? Change your password.',
    )
    expect(notificationText(item('sign-in.new', { sessionId: 9 }), i18n.getFixedT('es'), money)).toBe(
      'Nuevo inicio de sesión en Dispositivo desconocido. ¿No fuiste tú? Cambia tu contraseña.',
    )
  })

  it('leads to the record it tells of', () => {
    expect(notificationTarget(item('recharge.credited', {}))).toBe(paths.rechargeList)
    expect(notificationTarget(item('withdrawal.rejected', {}))).toBe(paths.withdrawList)
    expect(notificationTarget(item('income.due', {}))).toBe(paths.myProduct)
    expect(notificationTarget(item('support.reply', {}))).toBe(paths.customerService)
    expect(notificationTarget(item('sign-in.new', {}))).toBe(paths.sessions)
  })
})
