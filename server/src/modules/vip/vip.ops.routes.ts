import { VIP_OPS_LIST, VIP_OPS_REPLACE } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { presentVipLevel } from './vip.presenter.ts'
import { listVipLevels, replaceVipLevels } from './vip.service.ts'

export function vipOpsRoutes(route: Router, deps: Deps): void {
  route(VIP_OPS_LIST, () => listVipLevels(deps))

  route(VIP_OPS_REPLACE, async ({ body, operator }) =>
    (await replaceVipLevels(deps, { levels: body.levels, operatorId: operator.operatorId })).map(
      presentVipLevel,
    ),
  )
}
