import type { Scope } from '../../../deps.ts'
import { postEntry } from '../../ledger/index.ts'
import { getMoneySettings } from '../money-settings.repo.ts'
import {
  completePointRecord,
  findProcessingPointRecord,
  insertPointRecord,
  setPointRecordEntry,
} from './points.repo.ts'

const referenceOf = (inviteeId: number) => `invite:${inviteeId}`

/**
 * One level of invitation reward, no more: when a new user signs up with another user's code, the
 * inviter gets a Processing point record worth the rule at that moment; it completes (points are
 * credited) when the invitee's first recharge completes. Runs inside the sign-up's transaction.
 */
export async function recordInviteReward(
  deps: Scope,
  { inviterId, inviteeId }: { inviterId: number; inviteeId: number },
): Promise<void> {
  const { invite_reward_points: points } = await getMoneySettings(deps.db)
  if (points <= 0) return
  await insertPointRecord(deps.db, {
    user_id: inviterId,
    source: 'invitation',
    points,
    status: 'processing',
    reference: referenceOf(inviteeId),
    created_at: deps.clock.now(),
    completed_at: null,
    entry_id: null,
  })
}

/**
 * Completes the reward for `inviteeId`'s inviter, once; call it inside the transaction that
 * completes a recharge of theirs.
 */
export async function completeInviteReward(deps: Scope, { inviteeId }: { inviteeId: number }): Promise<void> {
  const { db: tx } = deps
  const now = deps.clock.now()
  const record = await findProcessingPointRecord(tx, referenceOf(inviteeId))
  if (!record) return
  if (!(await completePointRecord(tx, record.id, now))) return
  const entryId = await postEntry(deps, {
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
  await setPointRecordEntry(tx, record.id, entryId)
}
