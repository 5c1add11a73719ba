/**
 * The closed list of error codes the API can answer with, and the one table that maps each to its
 * HTTP status. The client has exactly three failure kinds (HTTP error, unsuccessful body, network
 * failure); this table describes the first.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  IDEMPOTENCY_MISMATCH: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof errorStatus

/** Translation key of the default message for each error code (texts live in the language files). */
export const errorMessageKey: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'error.validation',
  UNAUTHENTICATED: 'error.unauthenticated',
  FORBIDDEN: 'error.forbidden',
  NOT_FOUND: 'error.notFound',
  CONFLICT: 'error.conflict',
  IDEMPOTENCY_IN_PROGRESS: 'error.idempotencyInProgress',
  IDEMPOTENCY_MISMATCH: 'error.idempotencyMismatch',
  PAYLOAD_TOO_LARGE: 'error.payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'error.unsupportedMediaType',
  RATE_LIMITED: 'error.rateLimited',
  INTERNAL: 'error.internal',
  UNAVAILABLE: 'error.unavailable',
}
