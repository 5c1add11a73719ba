import { formatUnixSeconds, type AuditAction, type AuditLogRow } from '@app/contracts'

/**
 * The audit log read as sentences (decision 0029): each stored entry (action, object, before and
 * after, as written at the time) becomes one line an operator reads, with amounts in the site's
 * currency. The stored rows stay as they are; only this reading changes.
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
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : ''

const count = (value: unknown): number =>
  typeof value === 'number' ? value : Array.isArray(value) ? value.length : Number(value) || 0

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** An amount when the entry holds one, else nothing (an entry written before it was kept). */
const amount = (f: Facts, value: unknown) => (text(value) === '' ? '' : f.money(text(value)))

const quotedName = (value: unknown) => (text(value) ? ` "${text(value)}"` : '')

const day = (seconds: unknown) => formatUnixSeconds(Number(seconds)).slice(0, 10)

/** An export's range as the operator picked it: the first and the last day. */
function exported(what: (n: number) => string, f: Facts): string {
  const { from, to, rows, complete } = f.after
  const range =
    typeof from === 'number' && typeof to === 'number' ? ` from ${day(from)} to ${day(to - 1)}` : ''
  return `Exported ${what(count(rows))}${range}${complete === false ? ' (the download stopped early)' : ''}`
}

const APPROVAL_OF: Record<string, string> = {
  'recharge.confirm': 'confirming recharge',
  'withdrawal.complete': 'completing withdrawal',
}

/** The second operator's part of a money action above the cap, when there was one. */
const approvedBy = (f: Facts) =>
  f.after.requestedBy === undefined ? '' : ' (approved as the second operator)'

/** The bank's transaction reference the operator entered, when the entry keeps one. */
const bankReference = (f: Facts) =>
  text(f.after.reference) ? `, bank reference ${text(f.after.reference)}` : ''

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', ja: 'Japanese' }

/** The language of a translation entry, by its English name ("Spanish"). */
const languageName = (locale: unknown) => LANGUAGE_NAMES[text(locale)] ?? text(locale)

/** A saved reply's language, when the entry keeps one. */
const language = (saved: Record<string, unknown>) => {
  const name = LANGUAGE_NAMES[text(saved.language)]
  return name ? ` (${name})` : ''
}

/** The recharge or withdrawal a chat link names, from its target (`withdrawal:12`). */
const requestOf = (f: Facts) => `${f.kind === 'recharge' ? 'recharge' : 'withdrawal'} #${f.id}`

/** The conversation a chat link joined, when the entry keeps it. */
const conversation = (word: string, saved: Record<string, unknown>) =>
  text(saved.conversation) ? `${word} conversation #${text(saved.conversation)}` : `${word} a conversation`

/** One sentence per action the server writes; the record type makes a missing one a type error. */
export const AUDIT_SENTENCES: Record<AuditAction, (f: Facts) => string> = {
  'announcement.create': (f) => `Created announcement #${f.id}${quotedName(f.after.title)}`,
  'announcement.update': (f) => `Edited announcement #${f.id}${quotedName(f.after.title)}`,
  'announcement.translate': (f) => `Edited the ${languageName(f.after.locale)} text of announcement #${f.id}`,
  'announcement.publish': (f) => `Published announcement #${f.id}${quotedName(f.after.title)}`,
  'announcement.unpublish': (f) => `Unpublished announcement #${f.id}${quotedName(f.after.title)}`,
  'approval.request': (f) =>
    `Asked a second operator to approve ${APPROVAL_OF[text(f.after.asks)] ?? 'the action on'} #${f.id}: ` +
    `${amount(f, f.after.amount)}, above the cap of ${amount(f, f.after.cap)}${bankReference(f)}`,
  'approval.reject': (f) =>
    `Refused to approve ${APPROVAL_OF[text(f.before.asks)] ?? 'the action on'} #${f.id}`,
  'canned-reply.create': (f) => `Saved reply #${f.id}${quotedName(f.after.title)}${language(f.after)}`,
  'canned-reply.update': (f) => `Edited saved reply #${f.id}${quotedName(f.after.title)}${language(f.after)}`,
  'canned-reply.delete': (f) => `Deleted saved reply #${f.id}${quotedName(f.before.title)}`,
  'channel.create': (f) => `Added wallet type #${f.id}${quotedName(f.after.name)}`,
  'channel.update': (f) => `Edited wallet type #${f.id}${quotedName(f.after.name)}`,
  'channel.translate': (f) =>
    `Edited the ${languageName(f.after.locale)} name of wallet type #${f.id}${quotedName(f.after.name)}`,
  'chat-link.add': (f) => `Linked ${requestOf(f)}${conversation(' to', f.after)}`,
  'chat-link.remove': (f) => `Unlinked ${requestOf(f)}${conversation(' from', f.before)}`,
  'export.recharges': (f) => exported((n) => plural(n, 'recharge', 'recharges'), f),
  'export.withdrawals': (f) => exported((n) => plural(n, 'withdrawal', 'withdrawals'), f),
  'export.ledger': (f) =>
    exported((n) => `${plural(n, 'ledger posting', 'ledger postings')}${f.id ? ` of user #${f.id}` : ''}`, f),
  'export.audit-log': (f) => exported((n) => plural(n, 'audit log entry', 'audit log entries'), f),
  'holding.freeze': (f) => `Froze holding #${f.id}`,
  'holding.unfreeze': (f) => `Unfroze holding #${f.id}`,
  'invitation.create': (f) =>
    `Created ${plural(count(f.after.codes), 'invitation code', 'invitation codes')}` +
    (f.after.maxUses === undefined ? '' : `, ${plural(count(f.after.maxUses), 'use', 'uses')} each`),
  'language.update': (f) =>
    f.after.texts === undefined
      ? `Saved the ${f.id} language pack (${plural(count(f.after.keys), 'text', 'texts')})`
      : `Changed ${plural(count(f.after.keys), 'text', 'texts')} of the ${f.id} language pack`,
  'ledger.reverse': (f) =>
    `Reversed ledger entry #${text(f.before.entry) || f.id} with entry #${text(f.after.reversal)}: ` +
    `"${text(f.after.reason)}"`,
  'money-settings.update': () => 'Changed the money settings',
  'operator.create': (f) => `Created operator ${text(f.after.username)} (${text(f.after.role)})`,
  'operator.update': (f) => `Changed operator ${text(f.after.username) || `#${f.id}`}`,
  'operator.totp-enable': () => 'Turned on two-factor sign-in',
  'operator.totp-reset': (f) => `Reset the two-factor sign-in of operator #${f.id}`,
  'outbox.read': (f) => `Read the SMS outbox (${plural(count(f.after.texts), 'text', 'texts')})`,
  'product.create': (f) =>
    `Created product #${f.id}${quotedName(f.after.name)}` +
    (f.after.price === undefined ? '' : ` at ${amount(f, f.after.price)}`),
  'product.update': (f) => `Edited product #${f.id}${quotedName(f.after.name)}`,
  'product.translate': (f) =>
    `Edited the ${languageName(f.after.locale)} texts of product #${f.id}${quotedName(f.after.name)}`,
  'product.publish': (f) => `Published product #${f.id}`,
  'product.unpublish': (f) => `Unpublished product #${f.id}`,
  'recharge.confirm': (f) =>
    `Confirmed recharge #${f.id}` +
    (f.after.amount === undefined ? '' : `: credited ${amount(f, f.after.amount)}`) +
    bankReference(f) +
    approvedBy(f),
  'recharge.error': (f) => `Marked recharge #${f.id} as error`,
  'recharge.expire': (f) => `Expired recharge #${f.id} early (nothing credited)`,
  'redemption.create': (f) =>
    `Created ${plural(count(f.after.codes ?? f.after.count), 'redemption code', 'redemption codes')}` +
    (f.after.reward === 'points'
      ? ` worth ${plural(count(f.after.amount), 'point', 'points')}`
      : f.after.amount === undefined
        ? ''
        : ` worth ${amount(f, f.after.amount)}`),
  'settings.update': () => 'Changed the site settings',
  'user.freeze': (f) => `Froze user #${f.id}`,
  'user.unfreeze': (f) => `Unfroze user #${f.id}`,
  'vip.update': () => 'Changed the VIP levels',
  'webview.add': (f) => `Allowed web pages from ${f.id}`,
  'webview.remove': (f) => `Removed web pages from ${f.id}`,
  'withdrawal.complete': (f) =>
    `Completed withdrawal #${f.id}: paid ${amount(f, f.after.paid)}` +
    (text(f.after.accountEnd) ? ` to ••${text(f.after.accountEnd)}` : '') +
    `, fee ${amount(f, f.after.fee)}${bankReference(f)}${approvedBy(f)}`,
  'withdrawal.reject': (f) =>
    `Rejected withdrawal #${f.id}: returned ${amount(f, f.after.returned)}` +
    (text(f.after.reason) ? ` ("${text(f.after.reason)}")` : ''),
}

const isKnown = (action: string): action is AuditAction => Object.hasOwn(AUDIT_SENTENCES, action)

/** The entry as one sentence; an action this console does not know reads as its stored name. */
export function auditSentence(
  row: Pick<AuditLogRow, 'action' | 'target' | 'before' | 'after'>,
  money: MoneyFormat,
) {
  if (!isKnown(row.action)) return `${row.action} ${row.target}`
  const colon = row.target.indexOf(':')
  const id = colon < 0 ? '' : row.target.slice(colon + 1)
  const kind = colon < 0 ? row.target : row.target.slice(0, colon)
  return AUDIT_SENTENCES[row.action]({
    id,
    kind,
    before: record(row.before),
    after: record(row.after),
    money,
  })
}
