import type { ErrorCode } from './errors.ts'

/** Every API reply is this envelope; `code` is 200 on success and the HTTP status otherwise. */
export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

/** What `data` holds in a failure reply: the error code and, for validation, the offending field. */
export interface ErrorData {
  error: ErrorCode
  field?: string
}

export const SUCCESS_CODE = 200
