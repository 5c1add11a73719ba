import type { FastifyInstance } from 'fastify'
import type { OpsUserView } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { ok } from '../../lib/reply.ts'
import { findReceiptAccount } from './receipt.repo.ts'
import { operatorOf, requireOperator } from '../auth/guards.ts'
import { revokeSubjectSessions } from '../auth/sessions.repo.ts'
import { getUserBalances } from '../ledger/ledger.service.ts'
import { presentBalances } from '../ledger/balances.presenter.ts'
import { userVipLevel } from '../vip/vip.service.ts'
import { recordAudit } from '../audit/audit.repo.ts'
import { parseId } from '../../lib/params.ts'

/** Users in the console: find by phone, see wallets, ledger entries and holdings; freeze or unfreeze. */
export async function opsUserRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const db = deps.database.db
  const anyOperator = { preHandler: requireOperator(deps) }
  const freezers = { preHandler: requireOperator(deps, ['admin', 'finance']) }

  const view = async (id: number): Promise<OpsUserView> => {
    const u = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
    if (!u) throw new AppError('NOT_FOUND')
    const [balances, vipLevel, receiptAccount] = await Promise.all([
      getUserBalances(db, id),
      userVipLevel({ db }, id),
      findReceiptAccount(db, id),
    ])
    return {
      id: u.id,
      phone: u.phone,
      nickname: u.nickname,
      invitationCode: u.invitation_code,
      inviterId: u.inviter_id,
      frozen: u.frozen === 1,
      vipLevel,
      createdAt: u.created_at,
      balances: presentBalances(balances),
      receiptAccount,
    }
  }

  app.get<{ Querystring: { phone?: string } }>('/api/ops/users', anyOperator, async (request) => {
    const phone = typeof request.query.phone === 'string' ? request.query.phone.replace(/[^0-9+]/g, '') : ''
    let query = db.selectFrom('users').select('id').orderBy('id', 'desc').limit(20)
    if (phone) query = query.where('phone', 'like', `${phone}%`)
    const ids = await query.execute()
    return ok(await Promise.all(ids.map((r) => view(r.id))))
  })

  app.get<{ Params: { id: string } }>('/api/ops/users/:id', anyOperator, async (request) =>
    ok(await view(parseId(request.params.id))),
  )

  // Freezing an account ends its sessions (and so its chat sockets); frozen users cannot sign in.
  for (const [verb, frozen] of [
    ['freeze', 1],
    ['unfreeze', 0],
  ] as const) {
    app.post<{ Params: { id: string } }>(`/api/ops/users/:id/${verb}`, freezers, async (request) => {
      const id = parseId(request.params.id)
      const now = deps.clock.now()
      await inTransaction(deps.database, async (tx) => {
        const before = await tx.selectFrom('users').select('frozen').where('id', '=', id).executeTakeFirst()
        if (!before) throw new AppError('NOT_FOUND')
        await tx.updateTable('users').set({ frozen }).where('id', '=', id).execute()
        if (frozen) await revokeSubjectSessions(tx, 'user', id, now)
        await recordAudit(tx, {
          operatorId: operatorOf(request).operatorId,
          action: `user.${verb}`,
          target: `user:${id}`,
          before,
          after: { frozen },
          now,
        })
      })
      return ok(await view(id))
    })
  }
}
