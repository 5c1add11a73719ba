import {
  getAppConfig as getAppConfigEndpoint,
  getConfigVersion as getConfigVersionEndpoint,
  getLanguageFile as getLanguageFileEndpoint,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { getConfigVersion } from './config.repo.ts'
import { getAppConfig, getLanguageFile } from './config.service.ts'

export function configRoutes(route: Router, deps: Deps): void {
  route(getConfigVersionEndpoint, async () => ({ version: await getConfigVersion(deps.db) }))
  route(getAppConfigEndpoint, () => getAppConfig(deps))
  route(getLanguageFileEndpoint, ({ params }) => getLanguageFile(deps, params.file))
}
