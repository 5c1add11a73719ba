import type { Kysely } from 'kysely'
import type { LedgerEntryEvent, LedgerEntryWhat } from '@app/contracts'
import type { DB } from '../../db/schema.ts'
import type { EntryRow } from './ledger.repo.ts'

/**
 * Names the ledger cannot read itself: operators' usernames (operators owns them) and the
 * withdrawal whose request posted an entry (wallet owns withdrawals; a request's reference names
 * the user's day, not the withdrawal). The server composes them where both modules are known.
 */
export interface EntryNames {
  /** Usernames by operator id. */
  operators(db: Kysely<DB>, ids: number[]): Promise<Map<number, string>>
  /** The withdrawal each of these entries of `userId` requested, by entry id. */
  withdrawalRequests(db: Kysely<DB>, userId: number, entryIds: number[]): Promise<Map<number, number>>
}

/** The names one page of entries needs. */
export interface NamesOfPage {
  operators: Map<number, string>
  withdrawals: Map<number, number>
}

const operatorOf = (actor: string): number | null => {
  const match = /^operator:(\d+)$/.exec(actor)
  return match ? Number(match[1]) : null
}

/** The names of the operators and withdrawals these entries mention, two reads for a page. */
export async function namesOf(
  db: Kysely<DB>,
  names: EntryNames,
  userId: number | null,
  entries: EntryRow[],
): Promise<NamesOfPage> {
  const operatorIds = [...new Set(entries.map((e) => operatorOf(e.actor)).filter((id) => id !== null))]
  const requests = entries.filter((e) => e.kind === 'withdraw').map((e) => e.id)
  const [operators, withdrawals] = await Promise.all([
    operatorIds.length > 0 ? names.operators(db, operatorIds) : new Map<number, string>(),
    userId !== null && requests.length > 0
      ? names.withdrawalRequests(db, userId, requests)
      : new Map<number, number>(),
  ])
  return { operators, withdrawals }
}

/** The number after `prefix` in a reference such as `recharge:5`, if it is one. */
const idAfter = (reference: string, prefix: RegExp): number | null => {
  const match = prefix.exec(reference)
  return match ? Number(match[1]) : null
}

/** The text after `prefix` in a stored reason ("income of Quick Yield" → "Quick Yield"). */
const after = (reason: string, prefix: string): string | null =>
  reason.startsWith(prefix) && reason.length > prefix.length ? reason.slice(prefix.length) : null

/** A money return of a withdrawal, told apart by who returned it. */
function returned(entry: EntryRow): LedgerEntryEvent {
  if (entry.kind.includes('cancel') || entry.actor.startsWith('user:')) return 'withdrawalCancelled'
  if (entry.actor.startsWith('operator:')) return 'withdrawalRejected'
  if (entry.actor === 'system') return 'withdrawalExpired'
  return 'withdrawalReturned'
}

/**
 * What an entry is, from what each money flow stores: `recharge:<id>`, `withdraw-settle:<id>`,
 * `income:h<holding>:<first>-<last>`, `invite-reward:<user>`, `reversal:<entry>`, the actor
 * (`operator:<id>`, `user:<id>`, `system`) and the reason it wrote ("buy …", "income of …",
 * "redemption code …"). A kind it does not know is `other`, with its stored codes on the row.
 */
export function describeEntry(entry: EntryRow, names: NamesOfPage): LedgerEntryWhat {
  const operatorId = operatorOf(entry.actor)
  const what: LedgerEntryWhat = {
    event: 'other',
    id: null,
    product: null,
    operator: operatorId === null ? null : (names.operators.get(operatorId) ?? `#${operatorId}`),
    earnings: null,
    code: null,
    note: null,
  }
  const { kind, reference, reason } = entry
  const settled = idAfter(reference, /^withdraw-[a-z]+:(\d+)$/)
  switch (kind) {
    case 'recharge':
      return { ...what, event: 'rechargeConfirmed', id: idAfter(reference, /^recharge:(\d+)$/) }
    case 'withdraw':
      return { ...what, event: 'withdrawalRequested', id: names.withdrawals.get(entry.id) ?? null }
    case 'withdraw_paid':
      return { ...what, event: 'withdrawalPaid', id: settled }
    case 'purchase':
      return { ...what, event: 'purchase', product: after(reason, 'buy ') }
    case 'income': {
      const match = /^income:h(\d+):(\d+)-(\d+)$/.exec(reference)
      return {
        ...what,
        event: 'income',
        id: match ? Number(match[1]) : null,
        product: after(reason, 'income of '),
        earnings: match ? { first: Number(match[2]), last: Number(match[3]) } : null,
      }
    }
    case 'redeem':
      return { ...what, event: 'redeem', code: after(reason, 'redemption code ') }
    case 'reward':
      return { ...what, event: 'inviteReward', id: idAfter(reference, /^invite-reward:(\d+)$/) }
    case 'adjustment':
      return { ...what, event: 'reversal', id: idAfter(reference, /^reversal:(\d+)$/), note: reason || null }
  }
  if (kind.startsWith('withdraw_')) {
    const event = returned(entry)
    // An operator's rejection keeps the reason the user was shown; the others wrote a code.
    return { ...what, event, id: settled, note: event === 'withdrawalRejected' ? reason || null : null }
  }
  return what
}
