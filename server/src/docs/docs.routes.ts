import { PLATFORM_DOCS, PLATFORM_OPENAPI } from '@app/contracts/platform'
import { Raw, type Router } from '../lib/route.ts'
import { apiPage } from './api-reference.ts'
import { openApiDocument } from './openapi.ts'

/** The API reference, generated once from the declarations, as a page and as OpenAPI. */
export function docsRoutes(route: Router): void {
  const document = openApiDocument()
  const page = apiPage(document)
  route(PLATFORM_OPENAPI, async () => document as unknown as Record<string, unknown>)
  route(PLATFORM_DOCS, async () => new Raw(page, { type: 'text/html; charset=utf-8' }))
}
