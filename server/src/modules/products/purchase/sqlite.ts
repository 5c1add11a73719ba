import type { Scope } from '../../../deps.ts'
import { endOfSchedule, insertHoldings } from '../../income/index.ts'
import { listUsersAccounts, postEntries } from '../../ledger/index.ts'
import { userVipLevel } from '../../vip/index.ts'
import { addPurchases, findProductTerms, purchaseCountsOf, type PurchaseTerms } from '../products.repo.ts'
import {
  decidePurchase,
  purchaseReason,
  purchaseReference,
  type PurchaseAsked,
  type PurchaseDecision,
} from './rules.ts'

/**
 * The purchase on SQLite: any number of users' purchases (one each), step by step, a statement a
 * step for all of them. SQLite writes one transaction at a time and the caller's holds its write
 * lock from its first statement (`BEGIN IMMEDIATE`), so what the look sees is what the writes find:
 * the rules are decided on the look, and only what they allow is written.
 */

/** What one purchase came to: its decision, and when made, what it made. */
export interface StepOutcome {
  decision: PurchaseDecision
  made?: { holdingId: number; balance: number; balancesBefore: Record<string, number>; now: number }
}

export async function buyStepByStep(
  deps: Pick<Scope, 'db' | 'clock'>,
  purchases: readonly PurchaseAsked[],
): Promise<StepOutcome[]> {
  const { db: tx } = deps
  const now = deps.clock.now()
  const terms = new Map<number, PurchaseTerms | undefined>()
  for (const id of new Set(purchases.map((p) => p.productId))) terms.set(id, await findProductTerms(tx, id))
  const accounts = await listUsersAccounts(
    tx,
    purchases.map((p) => p.userId),
  )
  const counts = await purchaseCountsOf(tx, purchases)
  const looks = []
  for (const p of purchases) {
    const product = terms.get(p.productId)
    const mine = accounts.filter((a) => a.user_id === p.userId)
    const wallet = mine.find((a) => a.kind === p.wallet)
    if (!wallet) throw new Error(`no ${p.wallet} account for user ${p.userId}`)
    // Every user has level 0: only a product that asks for more reads the user's level.
    const vipLevel = product && product.min_vip > 0 ? await userVipLevel(deps, p.userId) : 0
    const purchasesSeen = counts.get(`${p.userId}:${p.productId}`) ?? 0
    const decision = decidePurchase(p, {
      terms: product,
      vipLevel,
      purchases: purchasesSeen,
      balance: wallet.balance,
    })
    looks.push({ p, decision, balance: wallet.balance, mine })
  }

  const going = looks.flatMap((look) => (look.decision.ok ? [{ ...look, terms: look.decision.terms }] : []))
  if (going.length === 0) return looks.map(({ decision }) => ({ decision }))
  // Under the write lock the counts seen are the counts: each slot is the next one.
  const slots = await addPurchases(
    tx,
    going.map((g) => g.p),
  )
  const entryIds = await postEntries(
    deps,
    going.map(({ p, terms: t }) => ({
      kind: 'purchase',
      reference: purchaseReference(p.userId, p.productId, slots.get(`${p.userId}:${p.productId}`) as number),
      userId: p.userId,
      actor: `user:${p.userId}`,
      reason: purchaseReason(t),
      now,
      lines: [
        { account: { user: p.userId, kind: p.wallet }, amount: -t.price },
        { account: { system: 'sales' as const }, amount: t.price },
      ],
    })),
  )
  const holdings = await insertHoldings(
    tx,
    going.map(({ p, terms: t }, i) => ({
      user_id: p.userId,
      product_id: t.id,
      product_name: t.name,
      price: t.price,
      earning_amount: t.earning_amount,
      earnings_count: t.earnings_count,
      claim_period_seconds: t.claim_period_seconds,
      profit_rule: t.profit_rule,
      min_vip: t.min_vip,
      purchase_limit: t.purchase_limit,
      pay_wallet: p.wallet,
      purchased_at: now,
      ends_at: endOfSchedule(t, now),
      collected_count: 0,
      collected_amount: 0,
      frozen: 0,
      entry_id: entryIds[i] as number,
    })),
  )
  const holdingOf = new Map(going.map((g, i) => [g.p.userId, holdings.get(entryIds[i] as number) as number]))
  return looks.map(({ p, decision, balance, mine }): StepOutcome => {
    if (!decision.ok) return { decision }
    return {
      decision,
      made: {
        holdingId: holdingOf.get(p.userId) as number,
        balance: balance - decision.terms.price,
        balancesBefore: Object.fromEntries(mine.map((a) => [a.kind, a.balance])),
        now,
      },
    }
  })
}
