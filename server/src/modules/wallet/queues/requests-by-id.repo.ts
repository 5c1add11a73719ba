import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.ts'

/** What another module may know of a recharge or withdrawal it refers to: whose, how much, where it stands. */
export interface MoneyRequestFacts {
  id: number
  user_id: number
  amount: number
  status: string
  expires_at: number
}

/** The recharges or withdrawals with these ids (those that exist). */
export function moneyRequestsById(
  db: Kysely<DB>,
  kind: 'recharge' | 'withdrawal',
  ids: readonly number[],
): Promise<MoneyRequestFacts[]> {
  if (ids.length === 0) return Promise.resolve([])
  const columns = ['id', 'user_id', 'amount', 'status', 'expires_at'] as const
  return kind === 'recharge'
    ? db
        .selectFrom('recharges')
        .select(columns)
        .where('id', 'in', [...ids])
        .execute()
    : db
        .selectFrom('withdrawals')
        .select(columns)
        .where('id', 'in', [...ids])
        .execute()
}
