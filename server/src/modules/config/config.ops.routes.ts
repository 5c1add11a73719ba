import {
  opsGetLanguageKeys,
  opsGetLanguagePack,
  opsGetSiteSettings,
  opsSaveLanguageKeys,
  opsSaveLanguagePack,
  opsSaveSiteSettings,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { getSiteSettings, saveLanguagePack, saveSiteSettings } from './config.ops.service.ts'
import { getLanguageKeys, saveLanguageKeys } from './config.languages.service.ts'
import { getLanguagePack } from './config.service.ts'

/** Site settings and language packages; every save bumps the config version so apps refetch. */
export function configOpsRoutes(route: Router, deps: Deps): void {
  route(opsGetSiteSettings, () => getSiteSettings(deps))
  route(opsSaveSiteSettings, ({ body, operator }) =>
    saveSiteSettings(deps, { settings: body, operatorId: operator.operatorId }),
  )
  route(opsGetLanguagePack, ({ params }) => getLanguagePack(deps, params.locale))
  route(opsSaveLanguagePack, ({ params, body, operator }) =>
    saveLanguagePack(deps, { locale: params.locale, json: body.json, operatorId: operator.operatorId }),
  )
  route(opsGetLanguageKeys, ({ params }) => getLanguageKeys(deps, params.locale))
  route(opsSaveLanguageKeys, ({ params, body, operator }) =>
    saveLanguageKeys(deps, { locale: params.locale, texts: body.texts, operatorId: operator.operatorId }),
  )
}
