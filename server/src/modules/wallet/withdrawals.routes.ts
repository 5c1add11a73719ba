import type { FastifyInstance } from 'fastify'
import {
  rejectWithdrawalBody,
  withdrawBody,
  type OpsWithdrawalRow,
  type WithdrawOptions,
} from '@app/contracts'
import { sql } from 'kysely'
import type { Deps } from '../../deps.ts'
import { runOnce } from '../../lib/idempotency.ts'
import { translate } from '../../lib/i18n.ts'
import { PAGE_SIZE, parseCursor, toPage } from '../../lib/paging.ts'
import { ok } from '../../lib/reply.ts'
import { parseWith } from '../../lib/validate.ts'
import { findReceiptAccount } from '../account/receipt.repo.ts'
import { operatorOf, requireOperator, requireUser, userOf } from '../auth/guards.ts'
import { parseId } from '../../lib/params.ts'
import { getMoneySettings } from './money-settings.repo.ts'
import {
  completeWithdrawal,
  createWithdrawal,
  presentWithdrawal,
  rejectWithdrawal,
} from './withdrawals.service.ts'

const STATUSES = ['pending', 'completed', 'rejected', 'expired'] as const

export async function withdrawalRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const db = deps.database.db
  const signedIn = { preHandler: requireUser(deps) }
  const moneyOperators = { preHandler: requireOperator(deps, ['admin', 'finance']) }

  app.get('/api/wallet/withdraw-options', signedIn, async (request) => {
    const { userId } = userOf(request)
    const day = Math.floor(deps.clock.now() / 86_400)
    const [settings, account, used] = await Promise.all([
      getMoneySettings(db),
      findReceiptAccount(db, userId),
      db
        .selectFrom('withdraw_day_counts')
        .select('withdrawals')
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .executeTakeFirst(),
    ])
    const options: WithdrawOptions = {
      feeRateBp: settings.withdraw_fee_bp,
      min: String(settings.withdraw_min),
      max: String(settings.withdraw_max),
      dailyCount: settings.withdraw_daily_count,
      usedToday: used?.withdrawals ?? 0,
      receiptAccount: account,
    }
    return ok(options)
  })

  app.post('/api/withdrawals', signedIn, async (request, reply) => {
    const body = parseWith(withdrawBody, request.body)
    const { userId } = userOf(request)
    return runOnce(deps, request, reply, userId, async (tx) =>
      ok(
        await createWithdrawal(tx, userId, body, deps.clock.now()),
        translate(request.locale, 'wallet.withdrawSubmitted'),
      ),
    )
  })

  app.get<{ Querystring: { cursor?: string } }>('/api/withdrawals', signedIn, async (request) => {
    const cursor = parseCursor(request.query.cursor)
    let query = db
      .selectFrom('withdrawals')
      .selectAll()
      .where('user_id', '=', userOf(request).userId)
      .orderBy('id', 'desc')
      .limit(PAGE_SIZE + 1)
    if (cursor !== undefined) query = query.where('id', '<', cursor)
    return ok(toPage(await query.execute(), PAGE_SIZE, presentWithdrawal))
  })

  app.get<{ Querystring: { status?: string; cursor?: string } }>(
    '/api/ops/withdrawals',
    { preHandler: requireOperator(deps) },
    async (request) => {
      const cursor = parseCursor(request.query.cursor)
      const status = STATUSES.find((s) => s === request.query.status)
      let query = db
        .selectFrom('withdrawals as w')
        .innerJoin('users as u', 'u.id', 'w.user_id')
        .selectAll('w')
        .select('u.phone')
        .orderBy('w.id', 'desc')
        .limit(PAGE_SIZE + 1)
      if (cursor !== undefined) query = query.where('w.id', '<', cursor)
      if (status) query = query.where('w.status', '=', status)
      return ok(
        toPage(await query.execute(), PAGE_SIZE, (w): OpsWithdrawalRow => ({
          ...presentWithdrawal(w),
          userId: w.user_id,
          phone: w.phone,
        })),
      )
    },
  )

  // Sum of holds = sum of pending withdrawals (MONEY.md I7), for the console's queue header.
  app.get('/api/ops/withdrawals/summary', { preHandler: requireOperator(deps) }, async () => {
    const row = await db
      .selectFrom('withdrawals')
      .select([
        sql<number>`count(*)`.as('n'),
        sql<number>`cast(coalesce(sum(amount), 0) as bigint)`.as('total'),
      ])
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow()
    return ok({ pending: Number(row.n), pendingAmount: String(row.total) })
  })

  app.post<{ Params: { id: string } }>('/api/ops/withdrawals/:id/complete', moneyOperators, async (request) =>
    ok(await completeWithdrawal(deps, parseId(request.params.id), operatorOf(request).operatorId)),
  )

  app.post<{ Params: { id: string } }>('/api/ops/withdrawals/:id/reject', moneyOperators, async (request) => {
    const { reason } = parseWith(rejectWithdrawalBody, request.body)
    return ok(
      await rejectWithdrawal(deps, parseId(request.params.id), operatorOf(request).operatorId, reason),
    )
  })
}
