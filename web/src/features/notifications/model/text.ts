import type { NotificationItem, NotificationType } from '@app/contracts/notifications'
import type { TFunction } from '../../../lib/i18n/translate.ts'
import { paths, type AppPath } from '../../../lib/routes.ts'

type Translate = TFunction

/**
 * A notification's sentence in the language the app shows now, from its stored type and numbers
 * (amounts in minor units, written with the user's currency and number format).
 */
export function notificationText(
  item: NotificationItem,
  t: Translate,
  money: (minor: number) => string,
): string {
  const { amount, browser, os, place, accountEnd, hours } = item.params
  if (item.type === 'sign-in.new') {
    const known = [browser, os].filter((part) => typeof part === 'string')
    const device = known.length > 0 ? known.join(' · ') : t('sessions.unknownDevice')
    return typeof place === 'string'
      ? t('notificationPage.text.newSignIn', { device, place })
      : t('notificationPage.text.newSignInNoPlace', { device })
  }
  if (item.type === 'receipt.saved')
    return t('notificationPage.text.receiptSaved', {
      end: String(accountEnd ?? ''),
      hours: String(hours ?? ''),
    })
  return t(`notificationPage.text.${TEXT_KEYS[item.type]}`, {
    amount: typeof amount === 'number' ? money(amount) : '',
  })
}

/** The language files' key of each type (a key cannot hold the type's dot). */
const TEXT_KEYS: Record<NotificationType, string> = {
  'recharge.credited': 'rechargeCredited',
  'withdrawal.paid': 'withdrawalPaid',
  'withdrawal.rejected': 'withdrawalRejected',
  'withdrawal.expired': 'withdrawalExpired',
  'income.due': 'incomeDue',
  'support.reply': 'supportReply',
  'sign-in.new': 'newSignIn',
  'receipt.saved': 'receiptSaved',
}

/** Where a notification leads: the record it tells of, or the conversation. */
export function notificationTarget(item: NotificationItem): AppPath {
  switch (item.type) {
    case 'recharge.credited':
      return paths.rechargeList
    case 'withdrawal.paid':
    case 'withdrawal.rejected':
    case 'withdrawal.expired':
      return paths.withdrawList
    case 'income.due':
      return paths.myProduct
    case 'support.reply':
      return paths.customerService
    case 'sign-in.new':
      return paths.sessions
    case 'receipt.saved':
      return paths.receiptAccount
  }
}
