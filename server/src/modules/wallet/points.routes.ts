import type { FastifyInstance } from 'fastify'
import type { PointRecordRow, PointsSummary } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { PAGE_SIZE, parseCursor, toPage } from '../../lib/paging.ts'
import { ok } from '../../lib/reply.ts'
import { requireUser, userOf } from '../auth/guards.ts'
import { getUserBalances } from '../ledger/ledger.service.ts'
import { getMoneySettings } from './money-settings.repo.ts'

/** Points: the balance, the invitation rule, and the records (Processing, Completed). */
export async function pointRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const db = deps.database.db
  const signedIn = { preHandler: requireUser(deps) }

  app.get('/api/points', signedIn, async (request) => {
    const [balances, settings] = await Promise.all([
      getUserBalances(db, userOf(request).userId),
      getMoneySettings(db),
    ])
    const summary: PointsSummary = {
      points: String(balances.points),
      inviteRewardPoints: String(settings.invite_reward_points),
    }
    return ok(summary)
  })

  app.get<{ Querystring: { cursor?: string } }>('/api/points/records', signedIn, async (request) => {
    const cursor = parseCursor(request.query.cursor)
    let query = db
      .selectFrom('point_records')
      .selectAll()
      .where('user_id', '=', userOf(request).userId)
      .orderBy('id', 'desc')
      .limit(PAGE_SIZE + 1)
    if (cursor !== undefined) query = query.where('id', '<', cursor)
    return ok(
      toPage(await query.execute(), PAGE_SIZE, (r): PointRecordRow => ({
        id: r.id,
        source: r.source,
        points: String(r.points),
        status: r.status,
        createdAt: r.created_at,
        completedAt: r.completed_at,
      })),
    )
  })
}
