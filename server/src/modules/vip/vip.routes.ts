import { VIP_LIST } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import * as service from './vip.service.ts'

export function vipRoutes(route: Router, deps: Deps): void {
  route(VIP_LIST, () => service.listVipLevels(deps))
}
