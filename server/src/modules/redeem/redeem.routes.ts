import type { FastifyInstance } from 'fastify'
import { createRedemptionCodesBody, redeemBody, type RedemptionCodeRow } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { runOnce } from '../../lib/idempotency.ts'
import { translate } from '../../lib/i18n.ts'
import { ok } from '../../lib/reply.ts'
import { parseWith } from '../../lib/validate.ts'
import { hitOrRefuse } from '../auth/rate-limit.ts'
import { operatorOf, requireOperator, requireUser, userOf } from '../auth/guards.ts'
import { createRedemptionCodes, redeemCode } from './redeem.service.ts'

export async function redeemRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const db = deps.database.db

  // Guessing codes is slowed down: 10 attempts per user and 30 per address in 10 minutes.
  app.post('/api/redeem', { preHandler: requireUser(deps) }, async (request, reply) => {
    const body = parseWith(redeemBody, request.body)
    const { userId } = userOf(request)
    await hitOrRefuse(deps.database, deps.clock, [
      { bucket: `redeem:user:${userId}`, seconds: 600, limit: 10 },
      { bucket: `redeem:ip:${request.ip}`, seconds: 600, limit: 30 },
    ])
    return runOnce(deps, request, reply, userId, async (tx) =>
      ok(
        await redeemCode(tx, userId, body.code, deps.clock.now()),
        translate(request.locale, 'redeem.success'),
      ),
    )
  })

  app.get('/api/ops/redemption-codes', { preHandler: requireOperator(deps) }, async () => {
    const rows = await db
      .selectFrom('redemption_codes as r')
      .innerJoin('operators as o', 'o.id', 'r.created_by')
      .selectAll('r')
      .select('o.username')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.code')
      .limit(500)
      .execute()
    return ok(
      rows.map((r): RedemptionCodeRow => ({
        code: r.code,
        reward: r.reward,
        amount: String(r.amount),
        maxUses: r.max_uses,
        uses: r.uses,
        perUserLimit: r.per_user_limit,
        expiresAt: r.expires_at,
        note: r.note,
        createdBy: r.username,
        createdAt: r.created_at,
      })),
    )
  })

  app.post('/api/ops/redemption-codes', { preHandler: requireOperator(deps, ['admin']) }, async (request) => {
    const body = parseWith(createRedemptionCodesBody, request.body)
    return ok({ codes: await createRedemptionCodes(deps, body, operatorOf(request).operatorId) })
  })
}
