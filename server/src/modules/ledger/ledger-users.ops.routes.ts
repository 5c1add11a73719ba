import type { FastifyInstance } from 'fastify'
import type { OpsLedgerEntryRow } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { PAGE_SIZE, parseCursor, toPage } from '../../lib/paging.ts'
import { ok } from '../../lib/reply.ts'
import { requireOperator } from '../auth/guards.ts'
import { parseId } from '../../lib/params.ts'

/** A user's ledger entries in the console. */
export async function ledgerUserRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const db = deps.database.db
  const anyOperator = { preHandler: requireOperator(deps) }

  app.get<{ Params: { id: string }; Querystring: { cursor?: string } }>(
    '/api/ops/users/:id/ledger',
    anyOperator,
    async (request) => {
      const userId = parseId(request.params.id)
      const cursor = parseCursor(request.query.cursor)
      let query = db
        .selectFrom('journal_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(PAGE_SIZE + 1)
      if (cursor !== undefined) query = query.where('id', '<', cursor)
      const entries = await query.execute()
      const postings = entries.length
        ? await db
            .selectFrom('postings as p')
            .innerJoin('accounts as a', 'a.id', 'p.account_id')
            .select(['p.entry_id', 'a.code', 'p.amount'])
            .where(
              'p.entry_id',
              'in',
              entries.map((e) => e.id),
            )
            .orderBy('p.id')
            .execute()
        : []
      return ok(
        toPage(entries, PAGE_SIZE, (e): OpsLedgerEntryRow => ({
          id: e.id,
          kind: e.kind,
          reference: e.reference,
          actor: e.actor,
          reason: e.reason,
          createdAt: e.created_at,
          postings: postings
            .filter((p) => p.entry_id === e.id)
            .map((p) => ({ account: p.code, amount: String(p.amount) })),
        })),
      )
    },
  )
}
