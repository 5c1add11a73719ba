import type { FastifyInstance } from 'fastify'
import { isLocale } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { ok } from '../../lib/reply.ts'
import { getConfigVersion } from './config.repo.ts'
import { getAppConfig, getLanguageFile } from './config.service.ts'

export async function configRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.get('/api/config/version', async () => ok({ version: await getConfigVersion(deps.database.db) }))

  app.get('/api/config', async () => ok(await getAppConfig(deps.database.db)))

  // The language file itself, not an envelope; the app adds a time query to defeat caches.
  app.get<{ Params: { file: string } }>('/api/config/lang/:file', async (request) => {
    const locale = request.params.file.replace(/\.json$/, '')
    if (!isLocale(locale) || !request.params.file.endsWith('.json')) throw new AppError('NOT_FOUND')
    return getLanguageFile(deps.database.db, locale)
  })
}
