import { listVipLevels } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { presentVipLevel } from './vip.presenter.ts'
import * as repo from './vip.repo.ts'

export function vipRoutes(route: Router, deps: Deps): void {
  route(listVipLevels, async () => (await repo.listVipLevels(deps.db)).map(presentVipLevel))
}
