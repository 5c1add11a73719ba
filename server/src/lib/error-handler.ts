import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errorMessageKey, errorStatus, type ErrorCode, type Locale } from '@app/contracts'
import { AppError, ReplayedRefusal } from './errors.ts'
import { translate } from './i18n.ts'

/** Fastify's own failures (body parsing, limits, URLs) mapped onto the closed list of error codes. */
const fastifyCodes: Record<string, { code: ErrorCode; key?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_FAILED', key: 'error.invalidBody' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION_FAILED', key: 'error.invalidBody' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_FAILED', key: 'error.invalidBody' },
  // A path that does not decode, or a path param longer than any id, names nothing.
  FST_ERR_BAD_URL: { code: 'NOT_FOUND' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'NOT_FOUND' },
}

/** Any other client error Fastify or a plugin raises keeps its 4xx meaning, in the envelope. */
const clientErrorCodes: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
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
  if (error instanceof SyntaxError && error.statusCode === 400)
    return { code: 'VALIDATION_FAILED', key: 'error.invalidBody' }
  const status = error.statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = clientErrorCodes[status] ?? 'VALIDATION_FAILED'
    return { code, key: errorMessageKey[code] }
  }
  return { code: 'INTERNAL', key: errorMessageKey.INTERNAL }
}

/** The status and envelope of a failure, its message in `locale`. */
export function errorReply(error: FastifyError | AppError, locale: Locale) {
  const { code, key, field, values } = classify(error)
  const status = errorStatus[code]
  return {
    status,
    body: {
      code: status,
      msg: translate(locale, key, values),
      data: field === undefined ? { error: code } : { error: code, field },
    },
  }
}

/** Refusals worth an operator's attention, each on its own log line besides the request's. */
const SECURITY_CODES = new Set<ErrorCode>(['UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED'])

/**
 * A refused credential, role or limit is a security event: logged at warn with its error code and
 * message key (`auth.passwordWrong`, …), never with what was sent.
 */
function logSecurityEvent(request: FastifyRequest, status: number, code: ErrorCode, error: unknown): void {
  const key = error instanceof AppError ? error.messageKey : undefined
  if (!SECURITY_CODES.has(code) && !key?.startsWith('auth.')) return
  request.log.warn({ event: 'security', status, error: code, key, ip: request.ip }, 'refused')
}

/** Answers a failure in the envelope: its status, a translated message, the error code (and field). */
export function sendError(
  error: FastifyError | AppError | ReplayedRefusal,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ReplayedRefusal)
    return reply.status(error.status).header('idempotent-replayed', 'true').send(error.body)
  const { status, body } = errorReply(error, request.locale)
  // "Busy" is a refusal the callers' own load caused, not a failure: a warn line, no stack.
  const refusal = error instanceof AppError && error.code === 'UNAVAILABLE'
  if (status >= 500 && !refusal) request.log.error({ err: error }, 'request failed')
  else logSecurityEvent(request, status, body.data.error, error)
  return reply.status(status).send(body)
}

/**
 * One error handler: known failures answer with their status and a translated message; other client
 * errors keep their 4xx status; anything else is logged and answered 500 with a generic text, never
 * the internal one.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError)

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
