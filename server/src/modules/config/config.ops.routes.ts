import {
  CONFIG_OPS_GET_LANGUAGE_KEYS,
  CONFIG_OPS_GET_LANGUAGE,
  CONFIG_OPS_GET_SETTINGS,
  CONFIG_OPS_SAVE_LANGUAGE_KEYS,
  CONFIG_OPS_SAVE_LANGUAGE,
  CONFIG_OPS_SAVE_SETTINGS,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { getSiteSettings, saveLanguagePack, saveSiteSettings } from './config.ops.service.ts'
import { getLanguageKeys, saveLanguageKeys } from './config.languages.service.ts'
import { getLanguagePack } from './config.service.ts'

/** Site settings and language packages; every save bumps the config version so apps refetch. */
export function configOpsRoutes(route: Router, deps: Deps): void {
  route(CONFIG_OPS_GET_SETTINGS, () => getSiteSettings(deps))
  route(CONFIG_OPS_SAVE_SETTINGS, ({ body, operator }) =>
    saveSiteSettings(deps, { settings: body, operatorId: operator.operatorId }),
  )
  route(CONFIG_OPS_GET_LANGUAGE, ({ params }) => getLanguagePack(deps, params.locale))
  route(CONFIG_OPS_SAVE_LANGUAGE, ({ params, body, operator }) =>
    saveLanguagePack(deps, { locale: params.locale, json: body.json, operatorId: operator.operatorId }),
  )
  route(CONFIG_OPS_GET_LANGUAGE_KEYS, ({ params }) => getLanguageKeys(deps, params.locale))
  route(CONFIG_OPS_SAVE_LANGUAGE_KEYS, ({ params, body, operator }) =>
    saveLanguageKeys(deps, { locale: params.locale, texts: body.texts, operatorId: operator.operatorId }),
  )
}
