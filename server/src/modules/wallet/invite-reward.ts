import type { Tx } from '../../db/transaction.ts'
import { postEntry } from '../ledger/ledger.service.ts'
import { getMoneySettings } from './money-settings.repo.ts'

/**
 * One level of invitation reward, no more: when a new user signs up with another user's code, the
 * inviter gets a Processing point record worth the rule at that moment; it completes (points are
 * credited) when the invitee's first recharge completes.
 */
export async function recordInviteReward(
  tx: Tx,
  inviterId: number,
  inviteeId: number,
  now: number,
): Promise<void> {
  const { invite_reward_points: points } = await getMoneySettings(tx)
  if (points <= 0) return
  await tx
    .insertInto('point_records')
    .values({
      user_id: inviterId,
      source: 'invitation',
      points,
      status: 'processing',
      reference: `invite:${inviteeId}`,
      created_at: now,
      completed_at: null,
      entry_id: null,
    })
    .execute()
}

/** Completes the reward for `inviteeId`'s inviter, once; call it when a recharge of theirs completes. */
export async function completeInviteReward(tx: Tx, inviteeId: number, now: number): Promise<void> {
  const record = await tx
    .selectFrom('point_records')
    .selectAll()
    .where('reference', '=', `invite:${inviteeId}`)
    .where('status', '=', 'processing')
    .executeTakeFirst()
  if (!record) return
  const moved = await tx
    .updateTable('point_records')
    .set({ status: 'completed', completed_at: now })
    .where('id', '=', record.id)
    .where('status', '=', 'processing')
    .executeTakeFirst()
  if (moved.numUpdatedRows !== 1n) return
  const entryId = await postEntry(tx, {
    kind: 'reward',
    reference: `invite-reward:${inviteeId}`,
    userId: record.user_id,
    actor: 'system',
    reason: `invitation reward for user ${inviteeId}`,
    now,
    lines: [
      { account: { system: 'points' }, amount: -record.points },
      { account: { user: record.user_id, kind: 'points' }, amount: record.points },
    ],
  })
  await tx.updateTable('point_records').set({ entry_id: entryId }).where('id', '=', record.id).execute()
}
