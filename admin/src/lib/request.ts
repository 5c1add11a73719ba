import { OPS_CSRF_HEADER, OPS_CSRF_VALUE, REQUEST_TIMEOUT_MS } from '@app/contracts/constants'
import type { ErrorCode } from '@app/contracts/errors'
import type { ErrorData } from '@app/contracts/envelope'
import type { CallInput, Endpoint, ReplyOf } from '@app/contracts/endpoint'
import { isHttpError, requestFor, send, type HttpMethod } from '@app/client/request'
import { currentLocale, translate } from './i18n.ts'
import { showError } from './notify.ts'
import { forgetSession } from './session.ts'

/** The three failure kinds: an HTTP error, a 200 with an unsuccessful body, or no answer at all. */
export type FailureKind = 'http' | 'body' | 'network'

/** Every failed call of the console, with a text an operator can read. */
export class ApiError extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly status: number,
    message: string,
    readonly error?: ErrorCode,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface RequestOptions {
  method?: HttpMethod
  body?: unknown
  headers?: Record<string, string>
  /** Skip the toast, for calls whose failure the caller handles itself. */
  quiet?: boolean
}

/** How a call of a declared endpoint may differ from the default. */
export type CallOptions = Pick<RequestOptions, 'quiet'>

let onUnauthenticated: () => void = () => undefined

/** The app decides where a 401 leads (the sign-in page); set once at start-up. */
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler
}

/** The calls of the session in progress: `endSessionCalls` stops them. */
let sessionCalls = new AbortController()

/**
 * Stops every call still waiting for its answer, as the operator signs out: its answer (a 401 once
 * the session has ended, a poll's figures) would reach no one. A write already sent may still be
 * carried out by the server; only its answer is not waited for. Calls made afterwards run as usual.
 */
export function endSessionCalls(): void {
  sessionCalls.abort()
  sessionCalls = new AbortController()
}

/**
 * The console's calls on the shared request core: failures become `ApiError`s and are shown. The
 * session is the HttpOnly cookie the browser sends to the console's API paths by itself (no
 * script of the console or the app can read it); the console's header marks each call as its own,
 * which the server requires of cookie-authenticated writes.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, quiet = false } = options
  const headers = new Headers({ Accept: 'application/json', ...options.headers })
  headers.set(OPS_CSRF_HEADER, OPS_CSRF_VALUE)
  // Server messages (refusals, errors) come back in the language the console is shown in.
  headers.set('Accept-Language', currentLocale())
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  const { signal } = sessionCalls
  try {
    const result = await send<T>({ method, url: path, headers, body, timeoutMs: REQUEST_TIMEOUT_MS, signal })
    return result.data
  } catch (cause) {
    const error = toApiError(cause)
    // Stopped by signing out: nobody is waiting for this answer, so nothing is shown.
    if (signal.aborted) throw error
    if (error.status === 401) {
      forgetSession()
      onUnauthenticated()
    }
    // A 200 whose body says otherwise is rejected without a toast: the caller decides (spec §8).
    if (!quiet && error.kind !== 'body') showError(error.message)
    throw error
  }
}

/** Calls a declared endpoint and resolves with the reply's data. */
export function call<E extends Endpoint>(
  declaration: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<ReplyOf<E>> {
  const { method, path, body, headers } = requestFor(declaration, input)
  return request<ReplyOf<E>>(path, { ...options, method, body, headers })
}

function toApiError(cause: unknown): ApiError {
  if (isHttpError(cause)) {
    const body = cause.body as { data?: Partial<ErrorData> } | undefined
    const data = body?.data ?? {}
    const text = cause.msg || translate('request.failedHttp', { status: cause.status })
    return new ApiError('http', cause.status, text, data.error, data.field)
  }
  if (cause instanceof Error || cause instanceof DOMException) {
    const timedOut = cause.name === 'TimeoutError'
    const text = timedOut ? translate('request.timedOut') : translate('request.unreachable')
    return new ApiError('network', 0, text)
  }
  const body = cause as { msg?: unknown }
  return new ApiError(
    'body',
    200,
    typeof body.msg === 'string' ? body.msg : translate('request.notUnderstood'),
  )
}
