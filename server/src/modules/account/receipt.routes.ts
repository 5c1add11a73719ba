import type { FastifyInstance } from 'fastify'
import { receiptAccountBody } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { translate } from '../../lib/i18n.ts'
import { ok } from '../../lib/reply.ts'
import { parseWith } from '../../lib/validate.ts'
import { requireUser, userOf } from '../auth/guards.ts'
import { findReceiptAccount, saveReceiptAccount } from './receipt.repo.ts'

/** The receipt account withdrawals are paid to: a 10-digit account number, a receiver, a method. */
export async function receiptRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const signedIn = { preHandler: requireUser(deps) }
  app.get('/api/account/receipt', signedIn, async (request) =>
    ok(await findReceiptAccount(deps.database.db, userOf(request).userId)),
  )

  app.put('/api/account/receipt', signedIn, async (request) => {
    const body = parseWith(receiptAccountBody, request.body)
    const { userId } = userOf(request)
    await saveReceiptAccount(deps.database.db, userId, body, deps.clock.now())
    return ok(
      await findReceiptAccount(deps.database.db, userId),
      translate(request.locale, 'auth.modificationSuccessful'),
    )
  })
}
