import {
  REQUEST_TIMEOUT_MS,
  SUCCESS_CODE,
  type Envelope,
  type ErrorCode,
  type ErrorData,
} from '@app/contracts'
import { showError } from './notify.ts'
import { clearToken, findToken } from './session.ts'

/** The three failure kinds: an HTTP error, a 200 with an unsuccessful body, or no answer at all. */
export type FailureKind = 'http' | 'body' | 'network'

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
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  /** Skip the toast, for calls whose failure the caller handles itself. */
  quiet?: boolean
  /** Send this token instead of the stored one (sign-out revokes a token already forgotten locally). */
  token?: string
}

let onUnauthenticated: () => void = () => undefined

/** The app decides where a 401 leads (the sign-in page); set once at start-up. */
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, quiet = false } = options
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = options.token ?? findToken()
  if (token) headers.Authorization = `Bearer ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError'
    const text = timedOut
      ? 'The server did not answer in time. Please try again.'
      : 'The server cannot be reached. Check the connection and try again.'
    if (!quiet) showError(text)
    throw new ApiError('network', 0, text)
  }

  const envelope = await readEnvelope(response)
  if (!response.ok) {
    const data = (envelope?.data ?? {}) as Partial<ErrorData>
    const text = envelope?.msg || `The request failed (HTTP ${response.status}).`
    if (response.status === 401) {
      clearToken()
      onUnauthenticated()
    }
    if (!quiet) showError(text)
    throw new ApiError('http', response.status, text, data.error, data.field)
  }
  // A 200 whose body says otherwise is rejected without a toast: the caller decides (spec §8).
  if (!envelope || envelope.code !== SUCCESS_CODE) {
    throw new ApiError('body', response.status, envelope?.msg ?? 'The reply was not understood.')
  }
  return envelope.data as T
}

async function readEnvelope(response: Response): Promise<Envelope<unknown> | null> {
  try {
    const body: unknown = await response.json()
    return typeof body === 'object' && body !== null && 'code' in body ? (body as Envelope<unknown>) : null
  } catch {
    return null
  }
}
