import type { FastifyInstance } from 'fastify'
import { rechargeBody, type OpsRechargeRow, type RechargeOptions } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { runOnce } from '../../lib/idempotency.ts'
import { translate } from '../../lib/i18n.ts'
import { PAGE_SIZE, parseCursor, toPage } from '../../lib/paging.ts'
import { ok } from '../../lib/reply.ts'
import { parseWith } from '../../lib/validate.ts'
import { operatorOf, requireOperator, requireUser, userOf } from '../auth/guards.ts'
import { parseId } from '../../lib/params.ts'
import { getMoneySettings, listChannels, listPresets, presentChannel } from './money-settings.repo.ts'
import {
  cancelRecharge,
  confirmRecharge,
  createRecharge,
  markRechargeError,
  presentRecharge,
} from './recharges.service.ts'

const STATUSES = ['pending', 'completed', 'expired', 'cancelled', 'error'] as const

export async function rechargeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const db = deps.database.db
  const signedIn = { preHandler: requireUser(deps) }
  const moneyOperators = { preHandler: requireOperator(deps, ['admin', 'finance']) }
  // A pending recharge whose time has passed reads as expired even before the sweeper marks it.
  const effective = <R extends { status: string; expires_at: number }>(r: R, now: number): R =>
    r.status === 'pending' && r.expires_at <= now ? { ...r, status: 'expired' } : r
  const rechargesQuery = () =>
    db
      .selectFrom('recharges as r')
      .leftJoin('payment_channels as c', 'c.id', 'r.channel_id')
      .selectAll('r')
      .select(['c.name', 'c.company_name', 'c.company_number'])
      .orderBy('r.id', 'desc')
      .limit(PAGE_SIZE + 1)
  const channelOf = (r: {
    name: string | null
    company_name: string | null
    company_number: string | null
  }) =>
    r.name === null
      ? undefined
      : { name: r.name, company_name: r.company_name ?? '', company_number: r.company_number ?? '' }

  app.get('/api/wallet/recharge-options', signedIn, async () => {
    const [channels, presets, settings] = await Promise.all([
      listChannels(db, true),
      listPresets(db),
      getMoneySettings(db),
    ])
    const options: RechargeOptions = {
      channels: channels.map(presentChannel),
      presets: presets.map(String),
      expiryMinutes: settings.recharge_expiry_minutes,
    }
    return ok(options)
  })

  app.post('/api/recharges', signedIn, async (request, reply) => {
    const body = parseWith(rechargeBody, request.body)
    const { userId } = userOf(request)
    return runOnce(deps, request, reply, userId, async (tx) =>
      ok(
        await createRecharge(tx, userId, body, deps.clock.now()),
        translate(request.locale, 'wallet.rechargeSubmitted'),
      ),
    )
  })

  app.get<{ Querystring: { cursor?: string } }>('/api/recharges', signedIn, async (request) => {
    const cursor = parseCursor(request.query.cursor)
    let query = rechargesQuery().where('r.user_id', '=', userOf(request).userId)
    if (cursor !== undefined) query = query.where('r.id', '<', cursor)
    const now = deps.clock.now()
    return ok(
      toPage(await query.execute(), PAGE_SIZE, (r) => presentRecharge(effective(r, now), channelOf(r))),
    )
  })

  app.post<{ Params: { id: string } }>('/api/recharges/:id/cancel', signedIn, async (request) => {
    await cancelRecharge(deps, userOf(request).userId, parseId(request.params.id))
    return ok(null)
  })

  app.get<{ Querystring: { status?: string; cursor?: string } }>(
    '/api/ops/recharges',
    { preHandler: requireOperator(deps) },
    async (request) => {
      const cursor = parseCursor(request.query.cursor)
      const status = STATUSES.find((s) => s === request.query.status)
      let query = rechargesQuery().innerJoin('users as u', 'u.id', 'r.user_id').select('u.phone')
      if (cursor !== undefined) query = query.where('r.id', '<', cursor)
      if (status) query = query.where('r.status', '=', status)
      const now = deps.clock.now()
      return ok(
        toPage(await query.execute(), PAGE_SIZE, (r): OpsRechargeRow => ({
          ...presentRecharge(effective(r, now), channelOf(r)),
          userId: r.user_id,
          phone: r.phone,
        })),
      )
    },
  )

  app.post<{ Params: { id: string } }>('/api/ops/recharges/:id/confirm', moneyOperators, async (request) => {
    await confirmRecharge(deps, parseId(request.params.id), operatorOf(request).operatorId)
    return ok(null)
  })

  app.post<{ Params: { id: string } }>('/api/ops/recharges/:id/error', moneyOperators, async (request) => {
    await markRechargeError(deps, parseId(request.params.id), operatorOf(request).operatorId)
    return ok(null)
  })
}
