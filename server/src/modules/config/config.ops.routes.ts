import type { FastifyInstance } from 'fastify'
import { isLocale, languagePackBody, siteSettingsBody } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { ok } from '../../lib/reply.ts'
import { parseWith } from '../../lib/validate.ts'
import { operatorOf, requireOperator } from '../auth/guards.ts'
import * as configRepo from './config.repo.ts'
import { getLanguageFile } from './config.service.ts'
import { recordAudit } from '../audit/audit.repo.ts'

const LANGUAGE_FILE_LIMIT = 512 * 1024

/** Site settings and language packages; every save bumps the config version so apps refetch. */
export async function siteRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const anyOperator = requireOperator(deps)
  const adminOnly = requireOperator(deps, ['admin'])
  const readSettings = async () => {
    const { site_name, currency, chat_url, version } = await configRepo.getAppConfigRow(deps.database.db)
    return { site_name, currency, chat_url, version }
  }

  app.get('/api/ops/settings', { preHandler: anyOperator }, async () => ok(await readSettings()))

  app.put('/api/ops/settings', { preHandler: adminOnly }, async (request) => {
    const body = parseWith(siteSettingsBody, request.body)
    await inTransaction(deps.database, async (tx) => {
      const before = await configRepo.getAppConfigRow(tx)
      await configRepo.updateSiteSettings(tx, body)
      await recordAudit(tx, {
        operatorId: operatorOf(request).operatorId,
        action: 'settings.update',
        target: 'app_config',
        before,
        after: body,
        now: deps.clock.now(),
      })
    })
    return ok(await readSettings())
  })

  app.get<{ Params: { locale: string } }>(
    '/api/ops/languages/:locale',
    { preHandler: anyOperator },
    async (request) => {
      const locale = request.params.locale
      if (!isLocale(locale)) throw new AppError('NOT_FOUND')
      return ok({ key: locale, json: await getLanguageFile(deps.database.db, locale) })
    },
  )

  app.put<{ Params: { locale: string } }>(
    '/api/ops/languages/:locale',
    { preHandler: adminOnly, bodyLimit: LANGUAGE_FILE_LIMIT },
    async (request) => {
      const locale = request.params.locale
      if (!isLocale(locale)) throw new AppError('NOT_FOUND')
      const { json } = parseWith(languagePackBody, request.body)
      if (!isTextTree(json))
        throw new AppError('VALIDATION_FAILED', 'validation.languagePackInvalid', { field: 'json' })
      const now = deps.clock.now()
      await inTransaction(deps.database, async (tx) => {
        await configRepo.saveLanguagePack(tx, locale, JSON.stringify(json), now)
        await configRepo.bumpConfigVersion(tx)
        await recordAudit(tx, {
          operatorId: operatorOf(request).operatorId,
          action: 'language.update',
          target: `language:${locale}`,
          before: null,
          after: { keys: Object.keys(json).length },
          now,
        })
      })
      return ok({ key: locale, json, version: await configRepo.getConfigVersion(deps.database.db) })
    },
  )
}

/** A language file is a tree of objects whose leaves are strings. */
function isTextTree(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return true
  if (depth > 6 || typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.values(value).every((child) => isTextTree(child, depth + 1))
}
