import { WEBVIEW_OPS_ADD, WEBVIEW_OPS_LIST, WEBVIEW_OPS_REMOVE } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import * as service from './webview.service.ts'

/** The embedded page's allow-list in the console (admin). */
export function webviewOpsRoutes(route: Router, deps: Deps): void {
  route(WEBVIEW_OPS_LIST, () => service.listWebviewHosts(deps))

  route(WEBVIEW_OPS_ADD, async ({ body, operator }) => {
    await service.addWebviewHost(deps, { ...body, operatorId: operator.operatorId })
    return service.getWebviewHost(deps, body.host)
  })

  route(WEBVIEW_OPS_REMOVE, async ({ params, operator }) => {
    await service.removeWebviewHost(deps, { host: params.host, operatorId: operator.operatorId })
    return null
  })
}
