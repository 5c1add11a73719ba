import { errorMessageKey, type ErrorCode } from '@app/contracts'

/**
 * The one way services fail on purpose. `messageKey` is a translation key (the reply's `msg` is its
 * text in the caller's language); `field` names the offending input for validation errors.
 */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly messageKey: string
  readonly field: string | undefined
  readonly values: Record<string, string | number>

  constructor(
    code: ErrorCode,
    messageKey?: string,
    options: { field?: string; values?: Record<string, string | number> } = {},
  ) {
    super(messageKey ?? errorMessageKey[code])
    this.code = code
    this.messageKey = messageKey ?? errorMessageKey[code]
    this.field = options.field
    this.values = options.values ?? {}
  }
}

export const notFound = () => new AppError('NOT_FOUND')
export const forbidden = () => new AppError('FORBIDDEN')
export const unauthenticated = () => new AppError('UNAUTHENTICATED')
export const invalid = (messageKey: string, field?: string) =>
  new AppError('VALIDATION_FAILED', messageKey, field === undefined ? {} : { field })

/**
 * The stored refusal of an earlier request with the same idempotency key, answered again exactly as
 * it was the first time (status and body).
 */
export class ReplayedRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super('replayed refusal')
  }
}
