import type { InvitationCodeRow } from '@app/contracts'
import type { InvitationCodeListRow } from './invitations.repo.ts'

export function presentInvitationCode(row: InvitationCodeListRow): InvitationCodeRow {
  return {
    code: row.code,
    maxUses: row.max_uses,
    uses: row.uses,
    note: row.note,
    createdBy: row.username,
    createdAt: row.created_at,
  }
}
