import type { AuditAction, AuditLogRow } from '@app/contracts'
import type { Locale } from '@app/contracts/constants'
import { formatCount, formatDay } from '../../../lib/format.ts'
import { currentLocale, translate, type TFunction, type TValues } from '../../../lib/i18n.ts'

/**
 * The audit log read as sentences (decision 0029): each stored entry (action, object, before and
 * after, as written at the time) becomes one line an operator reads, in the console's language
 * (decision 0044), with amounts in the site's currency. The stored rows stay as they are; only this
 * reading changes. Names the operators typed (titles, reasons, usernames) stay as they were written.
 */

/** Formats minor units with the site's currency ("$98.00"). */
export type MoneyFormat = (minor: string | number) => string

interface Facts {
  /** The object's id or name, from the target (`withdrawal:12` → "12"). */
  id: string
  /** The object's kind, from the target (`withdrawal:12` → "withdrawal"). */
  kind: string
  before: Record<string, unknown>
  after: Record<string, unknown>
  money: MoneyFormat
  t: TFunction
  locale: Locale
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : ''

const count = (value: unknown): number =>
  typeof value === 'number' ? value : Array.isArray(value) ? value.length : Number(value) || 0

/** "1 recharge" / "12 recharges": the language file's One and Many forms of `key`, grouped its way. */
const plural = (f: Facts, key: string, n: number, values: TValues = {}) =>
  f.t(`${key}${n === 1 ? 'One' : 'Many'}`, { ...values, count: formatCount(n, f.locale) })

/** An amount when the entry holds one, else nothing (an entry written before it was kept). */
const amount = (f: Facts, value: unknown) => (text(value) === '' ? '' : f.money(text(value)))

const quotedName = (f: Facts, value: unknown) =>
  text(value) ? f.t('audit.quoted', { name: text(value) }) : ''

const day = (f: Facts, seconds: unknown) => formatDay(Number(seconds), f.locale)

/** An export's range as the operator picked it: the first and the last day. */
function exported(what: string, f: Facts): string {
  const { from, to, complete } = f.after
  const range =
    typeof from === 'number' && typeof to === 'number'
      ? f.t('audit.range', { from: day(f, from), to: day(f, to - 1) })
      : ''
  return f.t('audit.exported', { what, range, stopped: complete === false ? f.t('audit.stopped') : '' })
}

const APPROVAL_OF: Record<string, string> = {
  'recharge.confirm': 'audit.asksRecharge',
  'withdrawal.complete': 'audit.asksWithdrawal',
}
const asks = (f: Facts, value: unknown) => f.t(APPROVAL_OF[text(value)] ?? 'audit.asksOther')

/** The second operator's part of a money action above the cap, when there was one. */
const approvedBy = (f: Facts) => (f.after.requestedBy === undefined ? '' : f.t('audit.approvedSecond'))

/** The bank's transaction reference the operator entered, when the entry keeps one. */
const bankReference = (f: Facts) =>
  text(f.after.reference) ? f.t('audit.bankReference', { reference: text(f.after.reference) }) : ''

/** The sentence `audit.s.<name>` with the object's id and `values`. */
const say = (f: Facts, name: string, values: TValues = {}) => f.t(`audit.s.${name}`, { id: f.id, ...values })

/** A language the entry names ("es"), in the console's language ("Spanish", "español", "スペイン語"). */
const languageOf = (f: Facts, locale: unknown) =>
  ['en', 'es', 'ja'].includes(text(locale)) ? f.t(`audit.language.${text(locale)}`) : text(locale)

/** A saved reply's language, when the entry keeps one: " (Spanish)". */
const savedIn = (f: Facts, saved: Record<string, unknown>) =>
  text(saved.language) ? f.t('audit.inLanguage', { language: languageOf(f, saved.language) }) : ''

/** The recharge or withdrawal a chat link names, from its target (`withdrawal:12`). */
const requestOf = (f: Facts) =>
  f.t(f.kind === 'recharge' ? 'audit.rechargeN' : 'audit.withdrawalN', { id: f.id })

/** The conversation a chat link joined, when the entry keeps it. */
const conversationOf = (f: Facts, saved: Record<string, unknown>) =>
  text(saved.conversation)
    ? f.t('audit.conversationN', { id: text(saved.conversation) })
    : f.t('audit.aConversation')

/** One sentence per action the server writes; the record type makes a missing one a type error. */
export const AUDIT_SENTENCES: Record<AuditAction, (f: Facts) => string> = {
  'announcement.create': (f) => say(f, 'announcementCreate', { name: quotedName(f, f.after.title) }),
  'announcement.update': (f) => say(f, 'announcementUpdate', { name: quotedName(f, f.after.title) }),
  'announcement.translate': (f) =>
    say(f, 'announcementTranslate', { language: languageOf(f, f.after.locale) }),
  'announcement.publish': (f) => say(f, 'announcementPublish', { name: quotedName(f, f.after.title) }),
  'announcement.unpublish': (f) => say(f, 'announcementUnpublish', { name: quotedName(f, f.after.title) }),
  'approval.request': (f) =>
    say(f, 'approvalRequest', {
      asks: asks(f, f.after.asks),
      amount: amount(f, f.after.amount),
      cap: amount(f, f.after.cap),
      reference: bankReference(f),
    }),
  'approval.reject': (f) => say(f, 'approvalReject', { asks: asks(f, f.before.asks) }),
  'canned-reply.create': (f) =>
    say(f, 'cannedReplyCreate', { name: quotedName(f, f.after.title), language: savedIn(f, f.after) }),
  'canned-reply.update': (f) =>
    say(f, 'cannedReplyUpdate', { name: quotedName(f, f.after.title), language: savedIn(f, f.after) }),
  'canned-reply.delete': (f) => say(f, 'cannedReplyDelete', { name: quotedName(f, f.before.title) }),
  'channel.create': (f) => say(f, 'channelCreate', { name: quotedName(f, f.after.name) }),
  'channel.update': (f) => say(f, 'channelUpdate', { name: quotedName(f, f.after.name) }),
  'channel.translate': (f) =>
    say(f, 'channelTranslate', {
      language: languageOf(f, f.after.locale),
      name: quotedName(f, f.after.name),
    }),
  'chat.resolve': (f) => say(f, 'chatResolve'),
  'chat.reopen': (f) => say(f, 'chatReopen'),
  'chat-link.add': (f) =>
    say(f, 'chatLinkAdd', { request: requestOf(f), conversation: conversationOf(f, f.after) }),
  'chat-link.remove': (f) =>
    say(f, 'chatLinkRemove', { request: requestOf(f), conversation: conversationOf(f, f.before) }),
  'export.recharges': (f) => exported(plural(f, 'audit.recharges', count(f.after.rows)), f),
  'export.withdrawals': (f) => exported(plural(f, 'audit.withdrawals', count(f.after.rows)), f),
  'export.ledger': (f) =>
    exported(
      f.id
        ? plural(f, 'audit.userPostings', count(f.after.rows), { id: f.id })
        : plural(f, 'audit.postings', count(f.after.rows)),
      f,
    ),
  'export.audit-log': (f) => exported(plural(f, 'audit.entries', count(f.after.rows)), f),
  'holding.freeze': (f) => say(f, 'holdingFreeze'),
  'holding.unfreeze': (f) => say(f, 'holdingUnfreeze'),
  'invitation.create': (f) =>
    say(f, 'invitationCreate', {
      codes: plural(f, 'audit.invitationCodes', count(f.after.codes)),
      uses: f.after.maxUses === undefined ? '' : plural(f, 'audit.usesEach', count(f.after.maxUses)),
    }),
  'language.update': (f) =>
    say(f, f.after.texts === undefined ? 'languageSaved' : 'languageChanged', {
      texts: plural(f, 'audit.texts', count(f.after.keys)),
    }),
  'ledger.reverse': (f) =>
    say(f, 'ledgerReverse', {
      entry: text(f.before.entry) || f.id,
      reversal: text(f.after.reversal),
      reason: text(f.after.reason),
    }),
  'money-settings.update': (f) => say(f, 'moneySettingsUpdate'),
  'operator.create': (f) =>
    say(f, 'operatorCreate', { name: text(f.after.username), role: text(f.after.role) }),
  'operator.update': (f) => say(f, 'operatorUpdate', { name: text(f.after.username) || `#${f.id}` }),
  'operator.totp-enable': (f) => say(f, 'operatorTotpEnable'),
  'operator.totp-reset': (f) => say(f, 'operatorTotpReset'),
  'operator.recovery-code-use': (f) =>
    say(f, 'operatorRecoveryCodeUse', { left: plural(f, 'audit.codesLeft', count(f.after.left)) }),
  'operator.recovery-codes-new': (f) => say(f, 'operatorRecoveryCodesNew'),
  'outbox.read': (f) => say(f, 'outboxRead', { texts: plural(f, 'audit.texts', count(f.after.texts)) }),
  'product.create': (f) =>
    say(f, 'productCreate', {
      name: quotedName(f, f.after.name),
      price: f.after.price === undefined ? '' : f.t('audit.atPrice', { price: amount(f, f.after.price) }),
    }),
  'product.update': (f) => say(f, 'productUpdate', { name: quotedName(f, f.after.name) }),
  'product.translate': (f) =>
    say(f, 'productTranslate', {
      language: languageOf(f, f.after.locale),
      name: quotedName(f, f.after.name),
    }),
  'product.publish': (f) => say(f, 'productPublish'),
  'product.unpublish': (f) => say(f, 'productUnpublish'),
  'recharge.confirm': (f) =>
    say(f, 'rechargeConfirm', {
      credited:
        f.after.amount === undefined ? '' : f.t('audit.credited', { amount: amount(f, f.after.amount) }),
      reference: bankReference(f),
      approved: approvedBy(f),
    }),
  'recharge.error': (f) => say(f, 'rechargeError'),
  'recharge.expire': (f) => say(f, 'rechargeExpire'),
  'redemption.create': (f) =>
    say(f, 'redemptionCreate', {
      codes: plural(f, 'audit.redemptionCodes', count(f.after.codes ?? f.after.count)),
      worth:
        f.after.reward === 'points'
          ? f.t('audit.worth', { value: plural(f, 'audit.points', count(f.after.amount)) })
          : f.after.amount === undefined
            ? ''
            : f.t('audit.worth', { value: amount(f, f.after.amount) }),
    }),
  'settings.update': (f) => say(f, 'settingsUpdate'),
  'user.freeze': (f) => say(f, 'userFreeze', { name: quotedName(f, f.after.nickname) }),
  'user.unfreeze': (f) => say(f, 'userUnfreeze', { name: quotedName(f, f.after.nickname) }),
  'vip.update': (f) => say(f, 'vipUpdate'),
  'webview.add': (f) => say(f, 'webviewAdd'),
  'webview.remove': (f) => say(f, 'webviewRemove'),
  'withdrawal.complete': (f) =>
    say(f, 'withdrawalComplete', {
      paid: amount(f, f.after.paid),
      to: text(f.after.accountEnd) ? f.t('audit.toAccount', { end: text(f.after.accountEnd) }) : '',
      fee: amount(f, f.after.fee),
      reference: bankReference(f),
      approved: approvedBy(f),
    }),
  'withdrawal.reject': (f) =>
    say(f, 'withdrawalReject', {
      returned: amount(f, f.after.returned),
      reason: text(f.after.reason) ? f.t('audit.withReason', { reason: text(f.after.reason) }) : '',
    }),
}

const isKnown = (action: string): action is AuditAction => Object.hasOwn(AUDIT_SENTENCES, action)

/** The entry as one sentence; an action this console does not know reads as its stored name. */
export function auditSentence(
  row: Pick<AuditLogRow, 'action' | 'target' | 'before' | 'after'>,
  money: MoneyFormat,
  t: TFunction = translate,
  locale: Locale = currentLocale(),
) {
  if (!isKnown(row.action)) return `${row.action} ${row.target}`
  const colon = row.target.indexOf(':')
  const id = colon < 0 ? '' : row.target.slice(colon + 1)
  const kind = colon < 0 ? row.target : row.target.slice(0, colon)
  const facts = { id, kind, before: record(row.before), after: record(row.after), money, t, locale }
  return AUDIT_SENTENCES[row.action](facts)
}
