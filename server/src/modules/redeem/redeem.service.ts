import type { CreateRedemptionCodesBody, RedemptionCodeRow } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import type { RedemptionCodesTable } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { codeKey, maskCode, newCode } from '../../lib/tokens.ts'
import { recordAudit } from '../audit/index.ts'
import { addressWindows, hitOrRefuse } from '../auth/index.ts'
import { type EntryLine, postEntry } from '../ledger/index.ts'
import { insertPointRecord } from '../wallet/index.ts'
import { presentRedemptionCode } from './redeem.presenter.ts'
import * as repo from './redeem.repo.ts'

/** What a redeemed code gave: minor units of balance, or points. */
export interface Redemption {
  reward: RedemptionCodesTable['reward']
  amount: number
}

/**
 * Guessing codes is slowed down: 10 attempts per user and 300 per address (a shared address carries many users) in 10 minutes. Counts this
 * attempt, or refuses with 429.
 */
export async function countRedeemAttempt(
  deps: Pick<Deps, 'database' | 'clock'>,
  { userId, ip }: { userId: number; ip: string },
): Promise<void> {
  await hitOrRefuse(deps, [
    { bucket: `redeem:user:${userId}`, seconds: 600, limit: 10 },
    ...addressWindows('redeem', ip, 600, 300),
  ])
}

/** Unknown, used-up, expired and already-redeemed codes all get this one answer. */
const invalid = () => new AppError('VALIDATION_FAILED', 'redeem.invalid', { field: 'code' })

/**
 * Redeems a code inside the caller's transaction (`deps.db` is the open `tx`): one use taken from
 * the global count and one from the user's, each by a conditional statement (so limits hold under
 * any concurrency), and the reward posted from the platform's rewards (balance) or points account.
 */
export async function redeemCode(
  deps: Scope,
  { userId, code: typed }: { userId: number; code: string },
): Promise<Redemption> {
  const { db: tx } = deps
  const now = deps.clock.now()
  // Codes are stored by key only; the entry names the key and the masked form, never the code.
  const key = codeKey(typed.trim().toUpperCase())
  const row = await repo.findRedemptionCode(tx, key)
  if (!row || row.expires_at <= now) throw invalid()
  const uses = await repo.takeUserUse(tx, key, userId, row.per_user_limit)
  if (uses === undefined) throw invalid()
  if (!(await repo.takeCodeUse(tx, key, now))) throw invalid()
  const reference = `redeem:${key}:u${userId}:${uses}`
  const entryId = await postEntry(deps, {
    kind: 'redeem',
    reference,
    userId,
    actor: `user:${userId}`,
    reason: `redemption code ${row.display}`,
    now,
    lines: rewardLines(row, userId),
  })
  if (row.reward === 'points') {
    await insertPointRecord(tx, {
      user_id: userId,
      source: 'redeem',
      points: row.amount,
      status: 'completed',
      reference,
      created_at: now,
      completed_at: now,
      entry_id: entryId,
    })
  }
  return { reward: row.reward, amount: row.amount }
}

function rewardLines({ reward, amount }: Redemption, userId: number): EntryLine[] {
  return reward === 'points'
    ? [
        { account: { system: 'points' }, amount: -amount },
        { account: { user: userId, kind: 'points' }, amount },
      ]
    : [
        { account: { system: 'rewards' }, amount: -amount },
        { account: { user: userId, kind: 'balance' }, amount },
      ]
}

export interface NewRedemptionCodes {
  batch: CreateRedemptionCodesBody
  operatorId: number
  /** One fixed code instead of `count` random ones (the demo's). */
  fixedCode?: string
}

/**
 * Issues `count` codes of 12 characters from a secure random source (or one fixed code, for the
 * demo). The codes are returned once, here; only their keys and masked forms are stored, and the
 * audit log records the masked forms.
 */
export async function createRedemptionCodes(
  deps: Deps,
  { batch, operatorId, fixedCode }: NewRedemptionCodes,
): Promise<string[]> {
  const now = deps.clock.now()
  const codes = fixedCode ? [fixedCode] : Array.from({ length: batch.count }, () => newCode(12))
  await inTransaction(deps.database, async (tx) => {
    await repo.insertRedemptionCodes(
      tx,
      codes.map((code) => ({
        code: codeKey(code),
        display: maskCode(code),
        reward: batch.reward,
        amount: Number(batch.amount),
        max_uses: batch.maxUses,
        uses: 0,
        per_user_limit: batch.perUserLimit,
        expires_at: batch.expiresAt,
        note: batch.note,
        created_by: operatorId,
        created_at: now,
      })),
    )
    await recordAudit(tx, {
      operatorId,
      action: 'redemption.create',
      target: `redemption:${codes.length}`,
      before: null,
      after: { ...batch, codes: codes.map(maskCode) },
      now,
    })
  })
  return codes
}

/** The latest 500 codes, masked, for the console. */
export async function listRedemptionCodesForConsole(deps: Pick<Scope, 'db'>): Promise<RedemptionCodeRow[]> {
  return (await repo.listRedemptionCodes(deps.db, 500)).map(presentRedemptionCode)
}
