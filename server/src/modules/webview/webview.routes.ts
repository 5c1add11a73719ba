import { WEBVIEW_CHECK } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { checkWebviewUrl } from './webview.service.ts'

/** The embedded page's address check: anyone may ask. */
export function webviewRoutes(route: Router, deps: Deps): void {
  route(WEBVIEW_CHECK, ({ query }) => checkWebviewUrl(deps, query.url))
}
