import type { Scope } from '../../deps.ts'
import { phonesOf } from '../account/user-phones.repo.ts'
import { listRecharges, type RechargeWithChannel } from './recharges.repo.ts'
import { listWithdrawals, type Withdrawal, type WithdrawalStatus } from './withdrawals.repo.ts'

/** The console's queues: recharges and withdrawals of every user, each with the user's phone. */

export interface QueueFilter<S> {
  status?: S
  cursor?: number
  limit: number
}

export type WithPhone<R> = R & { phone: string }

async function withPhones<R extends { user_id: number }>(deps: Pick<Scope, 'db'>, rows: R[]) {
  const phones = await phonesOf(
    deps.db,
    rows.map((r) => r.user_id),
  )
  return rows.map((r): WithPhone<R> => ({ ...r, phone: phones.get(r.user_id) ?? '' }))
}

export async function rechargeQueue(
  deps: Pick<Scope, 'db'>,
  filter: QueueFilter<RechargeWithChannel['status']>,
): Promise<WithPhone<RechargeWithChannel>[]> {
  return withPhones(deps, await listRecharges(deps.db, filter))
}

export async function withdrawalQueue(
  deps: Pick<Scope, 'db'>,
  filter: QueueFilter<WithdrawalStatus>,
): Promise<WithPhone<Withdrawal>[]> {
  return withPhones(deps, await listWithdrawals(deps.db, filter))
}
