import type { InvitationCodeRow } from '@app/contracts'
import type { Deps, Scope } from '../../../deps.ts'
import { inTransaction } from '../../../db/transaction.ts'
import { newCode } from '../../../lib/tokens.ts'
import { recordAudit } from '../../audit/index.ts'
import { presentInvitationCode } from './invitations.presenter.ts'
import { insertInvitationCodes, listInvitationCodes } from './invitations.repo.ts'

/** Operator-issued codes for the console, newest first; only `codes` when given. */
export async function listInvitationCodesForConsole(
  deps: Pick<Scope, 'db'>,
  { codes }: { codes?: string[] },
): Promise<InvitationCodeRow[]> {
  return (await listInvitationCodes(deps.db, codes)).map(presentInvitationCode)
}

/**
 * Issues `count` codes of 12 characters from a secure random source (or the one fixed `code`, for
 * the demo data); they belong to no user. Returns the codes.
 */
export async function createInvitationCodes(
  deps: Deps,
  input: { operatorId: number; count: number; maxUses: number; note: string; code?: string },
): Promise<string[]> {
  const { operatorId, maxUses, note } = input
  const now = deps.clock.now()
  const codes = input.code ? [input.code] : Array.from({ length: input.count }, () => newCode(12))
  await inTransaction(deps.database, async (tx) => {
    await insertInvitationCodes(tx, codes, { maxUses, note, operatorId, now })
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
