import { AUTH_OPS_CREATE_INVITATION_CODES, AUTH_OPS_LIST_INVITATION_CODES } from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import type { Router } from '../../../lib/route.ts'
import { createInvitationCodes, listInvitationCodesForConsole } from './invitations.service.ts'

/** Operator-issued invitation codes (they belong to no user). */
export function invitationOpsRoutes(route: Router, deps: Deps): void {
  route(AUTH_OPS_LIST_INVITATION_CODES, () => listInvitationCodesForConsole(deps, {}))
  route(AUTH_OPS_CREATE_INVITATION_CODES, async ({ body, operator }) => {
    const codes = await createInvitationCodes(deps, {
      operatorId: operator.operatorId,
      count: body.count,
      maxUses: body.maxUses,
      note: body.note ?? '',
    })
    return listInvitationCodesForConsole(deps, { codes })
  })
}
