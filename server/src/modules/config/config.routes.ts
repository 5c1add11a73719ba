import {
  CONFIG_GET as getAppConfigEndpoint,
  CONFIG_VERSION as getConfigVersionEndpoint,
  CONFIG_LANGUAGE_FILE as getLanguageFileEndpoint,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { getAppConfig, getConfigVersion, getLanguageFile } from './config.service.ts'

export function configRoutes(route: Router, deps: Deps): void {
  route(getConfigVersionEndpoint, () => getConfigVersion(deps))
  route(getAppConfigEndpoint, () => getAppConfig(deps))
  route(getLanguageFileEndpoint, ({ params }) => getLanguageFile(deps, params.file))
}
