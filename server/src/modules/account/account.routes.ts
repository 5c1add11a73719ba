import { ACCOUNT_INFO as getUserInfoEndpoint } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { getUserInfo } from './account.service.ts'

export function accountRoutes(route: Router, deps: Deps): void {
  route(getUserInfoEndpoint, ({ user }) => getUserInfo(deps, user.userId))
}
