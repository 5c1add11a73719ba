import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errorMessageKey, errorStatus, type ErrorCode } from '@app/contracts'
import { AppError } from './errors.ts'
import { translate } from './i18n.ts'

/** Fastify's own failures (body parsing, limits) mapped onto the closed list of error codes. */
const fastifyCodes: Record<string, { code: ErrorCode; key?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_FAILED', key: 'error.invalidBody' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION_FAILED', key: 'error.invalidBody' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_FAILED', key: 'error.invalidBody' },
}

function classify(error: FastifyError | AppError): {
  code: ErrorCode
  key: string
  field?: string
  values?: Record<string, string | number>
} {
  if (error instanceof AppError) {
    return {
      code: error.code,
      key: error.messageKey,
      ...(error.field === undefined ? {} : { field: error.field }),
      values: error.values,
    }
  }
  const known = error.code ? fastifyCodes[error.code] : undefined
  if (known) return { code: known.code, key: known.key ?? errorMessageKey[known.code] }
  if (error.statusCode === 429) return { code: 'RATE_LIMITED', key: errorMessageKey.RATE_LIMITED }
  if (error instanceof SyntaxError && error.statusCode === 400)
    return { code: 'VALIDATION_FAILED', key: 'error.invalidBody' }
  return { code: 'INTERNAL', key: errorMessageKey.INTERNAL }
}

/**
 * One error handler: known failures answer with their status and a translated message; anything
 * else is logged and answered 500 with a generic text, never the internal one.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const { code, key, field, values } = classify(error)
    const status = errorStatus[code]
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    return reply.status(status).send({
      code: status,
      msg: translate(request.locale, key, values),
      data: field === undefined ? { error: code } : { error: code, field },
    })
  })

  app.setNotFoundHandler((request, reply) => {
    // Hash routing: a path like /pages/my/index typed into the address bar lands on its hash route.
    if (request.method === 'GET' && request.url.startsWith('/pages/'))
      return reply.redirect(`/#${request.url}`)
    return reply.status(404).send({
      code: 404,
      msg: translate(request.locale, errorMessageKey.NOT_FOUND),
      data: { error: 'NOT_FOUND' },
    })
  })
}
