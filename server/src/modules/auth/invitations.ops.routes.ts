import type { FastifyInstance } from 'fastify'
import { createInvitationCodesBody, type InvitationCodeRow } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { ok } from '../../lib/reply.ts'
import { newCode } from '../../lib/tokens.ts'
import { parseWith } from '../../lib/validate.ts'
import { operatorOf, requireOperator } from './guards.ts'
import { recordAudit } from '../audit/audit.repo.ts'

/** Operator-issued invitation codes (they belong to no user), and the built-in SMS outbox. */
export async function invitationRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const db = deps.database.db
  const listCodes = (codes?: string[]) => {
    let query = db
      .selectFrom('invitation_codes')
      .innerJoin('operators', 'operators.id', 'invitation_codes.created_by')
      .select(['code', 'max_uses', 'uses', 'note', 'operators.username', 'invitation_codes.created_at'])
      .orderBy('invitation_codes.created_at', 'desc')
      .orderBy('code')
      .limit(500)
    if (codes) query = query.where('code', 'in', codes)
    return query.execute()
  }
  const present = (r: Awaited<ReturnType<typeof listCodes>>[number]): InvitationCodeRow => ({
    code: r.code,
    maxUses: r.max_uses,
    uses: r.uses,
    note: r.note,
    createdBy: r.username,
    createdAt: r.created_at,
  })

  app.get(
    '/api/ops/invitation-codes',
    { preHandler: requireOperator(deps, ['admin', 'support']) },
    async () => ok((await listCodes()).map(present)),
  )

  app.post('/api/ops/invitation-codes', { preHandler: requireOperator(deps, ['admin']) }, async (request) => {
    const body = parseWith(createInvitationCodesBody, request.body)
    const codes = await createInvitationCodes(
      deps,
      operatorOf(request).operatorId,
      body.count,
      body.maxUses,
      body.note ?? '',
    )
    return ok((await listCodes(codes)).map(present))
  })

  app.get('/api/ops/sms-outbox', { preHandler: requireOperator(deps, ['admin', 'support']) }, async () => {
    const rows = await db.selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').limit(100).execute()
    return ok(rows.map((r) => ({ id: r.id, phone: r.phone, text: r.text, createdAt: r.created_at })))
  })
}

/** Issues `count` codes of 12 characters from a secure random source. */
export async function createInvitationCodes(
  deps: Deps,
  operatorId: number,
  count: number,
  maxUses: number,
  note: string,
  fixedCode?: string,
): Promise<string[]> {
  const now = deps.clock.now()
  const codes = fixedCode ? [fixedCode] : Array.from({ length: count }, () => newCode(12))
  await inTransaction(deps.database, async (tx) => {
    await tx
      .insertInto('invitation_codes')
      .values(
        codes.map((code) => ({
          code,
          max_uses: maxUses,
          uses: 0,
          note,
          created_by: operatorId,
          created_at: now,
        })),
      )
      .execute()
    await recordAudit(tx, {
      operatorId,
      action: 'invitation.create',
      target: `invitation:${codes.length}`,
      before: null,
      after: { codes, maxUses, note },
      now,
    })
  })
  return codes
}
