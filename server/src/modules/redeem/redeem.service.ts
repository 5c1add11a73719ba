import type { CreateRedemptionCodesBody, RedeemReply } from '@app/contracts'
import { sql } from 'kysely'
import type { Deps } from '../../deps.ts'
import { inTransaction, type Tx } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { newCode } from '../../lib/tokens.ts'
import { postEntry } from '../ledger/ledger.service.ts'
import { recordAudit } from '../audit/audit.repo.ts'

/** Unknown, used-up, expired and already-redeemed codes all get this one answer. */
const invalid = () => new AppError('VALIDATION_FAILED', 'redeem.invalid', { field: 'code' })

/**
 * Redeems a code inside `tx`: one use taken from the global count and one from the user's, each by a
 * conditional statement (so limits hold under any concurrency), and the reward posted from the
 * platform's rewards (balance) or points account.
 */
export async function redeemCode(tx: Tx, userId: number, rawCode: string, now: number): Promise<RedeemReply> {
  const code = rawCode.trim().toUpperCase()
  const row = await tx.selectFrom('redemption_codes').selectAll().where('code', '=', code).executeTakeFirst()
  if (!row || row.expires_at <= now) throw invalid()
  const mine = await tx
    .insertInto('redemption_user_counts')
    .values({ code, user_id: userId, uses: 1 })
    .onConflict((oc) =>
      oc
        .columns(['code', 'user_id'])
        .doUpdateSet({ uses: sql`redemption_user_counts.uses + 1` })
        .where('redemption_user_counts.uses', '<', row.per_user_limit),
    )
    .returning('uses')
    .executeTakeFirst()
  if (!mine) throw invalid()
  const taken = await tx
    .updateTable('redemption_codes')
    .set({ uses: sql`uses + 1` })
    .where('code', '=', code)
    .whereRef('uses', '<', 'max_uses')
    .where('expires_at', '>', now)
    .executeTakeFirst()
  if (taken.numUpdatedRows !== 1n) throw invalid()
  const reference = `redeem:${code}:u${userId}:${mine.uses}`
  const entryId = await postEntry(tx, {
    kind: 'redeem',
    reference,
    userId,
    actor: `user:${userId}`,
    reason: `redemption code ${code}`,
    now,
    lines:
      row.reward === 'points'
        ? [
            { account: { system: 'points' }, amount: -row.amount },
            { account: { user: userId, kind: 'points' }, amount: row.amount },
          ]
        : [
            { account: { system: 'rewards' }, amount: -row.amount },
            { account: { user: userId, kind: 'balance' }, amount: row.amount },
          ],
  })
  if (row.reward === 'points') {
    await tx
      .insertInto('point_records')
      .values({
        user_id: userId,
        source: 'redeem',
        points: row.amount,
        status: 'completed',
        reference,
        created_at: now,
        completed_at: now,
        entry_id: entryId,
      })
      .execute()
  }
  return { reward: row.reward, amount: String(row.amount) }
}

/** Issues `count` codes of 12 characters from a secure random source (or one fixed code, for the demo). */
export async function createRedemptionCodes(
  deps: Deps,
  body: CreateRedemptionCodesBody,
  operatorId: number,
  fixedCode?: string,
): Promise<string[]> {
  const now = deps.clock.now()
  const codes = fixedCode ? [fixedCode] : Array.from({ length: body.count }, () => newCode(12))
  await inTransaction(deps.database, async (tx) => {
    await tx
      .insertInto('redemption_codes')
      .values(
        codes.map((code) => ({
          code,
          reward: body.reward,
          amount: Number(body.amount),
          max_uses: body.maxUses,
          uses: 0,
          per_user_limit: body.perUserLimit,
          expires_at: body.expiresAt,
          note: body.note,
          created_by: operatorId,
          created_at: now,
        })),
      )
      .execute()
    await recordAudit(tx, {
      operatorId,
      action: 'redemption.create',
      target: `redemption:${codes.length}`,
      before: null,
      after: { ...body, codes },
      now,
    })
  })
  return codes
}
