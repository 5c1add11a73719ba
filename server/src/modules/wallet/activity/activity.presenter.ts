import {
  maskAccountNumber,
  splitText,
  type ActivityDetail,
  type ActivityRow,
  type EventWallet,
  type RecordKind,
} from '@app/contracts'
import type { ReceiptFacts } from '../../income/index.ts'
import type { UserEvent } from '../../ledger/index.ts'
import type { rechargesCreditedBy, withdrawalsRequestedBy } from './activity.repo.ts'

type Withdrawal = Awaited<ReturnType<typeof withdrawalsRequestedBy>>[number]
type Recharge = Awaited<ReturnType<typeof rechargesCreditedBy>>[number]

/**
 * An event and what stands behind it: the withdrawal it asked for, the recharge it credited, the
 * holding it bought or the earnings it received.
 */
export interface EventParts {
  event: UserEvent
  withdrawal: Withdrawal | undefined
  recharge: Recharge | undefined
  purchase?: { holdingId: number; productName: string } | undefined
  receipt?: ReceiptFacts | undefined
}

const EVENT_WALLETS = new Set<string>(['balance', 'revenue', 'points'])

/** The one wallet the event moved, or null when it moved none or two. */
function walletOf(event: UserEvent): EventWallet | null {
  const wallet = event.wallet_low
  return wallet !== null && wallet === event.wallet_high && EVENT_WALLETS.has(wallet)
    ? (wallet as EventWallet)
    : null
}

export function presentActivity({ event, withdrawal, purchase, receipt }: EventParts): ActivityRow {
  return {
    id: event.id,
    kind: event.kind as RecordKind,
    amount: String(event.money),
    points: String(event.points),
    // An event without a request behind it happened at once.
    status: withdrawal?.status ?? 'completed',
    fee: withdrawal ? String(withdrawal.fee) : null,
    destination: withdrawal ? `${withdrawal.method} ${maskAccountNumber(withdrawal.account_number)}` : null,
    createdAt: event.created_at,
    wallet: walletOf(event),
    productName: purchase?.productName ?? receipt?.productName ?? null,
    earnings: receipt
      ? { first: receipt.firstIndex, last: receipt.lastIndex, parts: splitText(receipt.parts) }
      : null,
  }
}

/** The steps an event went through, from the times stored with its request. */
function timeline({ event, withdrawal, recharge }: EventParts): ActivityDetail['timeline'] {
  if (withdrawal) {
    const requested = { step: 'requested' as const, at: withdrawal.created_at }
    if (withdrawal.status === 'pending' || withdrawal.decided_at === null) return [requested]
    const step = withdrawal.status === 'completed' ? ('paid' as const) : withdrawal.status
    return [requested, { step, at: withdrawal.decided_at }]
  }
  if (recharge)
    return [
      { step: 'requested', at: recharge.created_at },
      { step: 'completed', at: recharge.decided_at ?? event.created_at },
    ]
  return [{ step: 'completed', at: event.created_at }]
}

/**
 * The detail leads with the event's amount; a withdrawal adds what reaches the account after the
 * fee and where, a recharge the channel it was paid through, both the bank's reference once an
 * operator gave one.
 */
export function presentActivityDetail(parts: EventParts, currency: string): ActivityDetail {
  const { withdrawal: w, recharge: r } = parts
  return {
    ...presentActivity(parts),
    realAmount: w ? String(w.amount - w.fee) : String(Math.abs(Number(parts.event.money))),
    feeRateBp: w?.fee_bp ?? 0,
    receiverName: w?.receiver_name ?? r?.company_name ?? '',
    receiverAccount: w ? maskAccountNumber(w.account_number) : '',
    currency,
    paymentMethod: w?.method ?? r?.channel_name ?? '',
    bankReference: w?.external_reference ?? r?.external_reference ?? null,
    timeline: timeline(parts),
    withdrawalId: w?.id ?? null,
  }
}
