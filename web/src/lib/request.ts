import { REQUEST_TIMEOUT_MS } from '@app/contracts/constants'
import { currentLocale, i18n } from './i18n/i18n.ts'
import { clearSession, getToken } from './session.ts'
import { readStored } from './storage.ts'
import { showToast } from './toast.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions {
  method?: HttpMethod
  /** Sent as JSON. */
  body?: unknown
  query?: Record<string, string | number | undefined>
  /** Extra headers, e.g. `Idempotency-Key` on money-moving calls. */
  headers?: Record<string, string>
  timeoutMs?: number
  /** Do not toast the message of a non-200 reply; the caller shows it. */
  suppressToast?: boolean
  /** Send to the chat host (`chat_url` in the config) instead of the main API host. */
  chat?: boolean
  signal?: AbortSignal
}

export interface RequestResult<T> {
  data: T
  msg: string | undefined
}

/** Failure kind 1: the server answered with a status other than 200. */
export class HttpError extends Error {
  readonly status: number
  readonly body: unknown
  constructor(status: number, msg: string | undefined, body: unknown) {
    super(msg ?? `HTTP ${status}`)
    this.name = 'HttpError'
    this.status = status
    this.body = body
  }
}

/** Failure kind 2 is the unsuccessful body itself (HTTP 200, `code` not 200, no `success`). */
export type UnsuccessfulBody = Record<string, unknown>
/** Failure kind 3 is the fetch rejection (network down, time-out: a DOMException named TimeoutError). */

let onUnauthorized: () => void = () => {
  window.location.hash = '#/pages/sign/index'
}

/** The app installs how a 401 reaches the sign page (its router); the default sets the hash. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler
}

function hostOf(chat: boolean | undefined): string {
  const chatUrl = chat ? readStored('config')?.chat_url : undefined
  return chatUrl ? chatUrl.replace(/\/+$/, '') : ''
}

function buildUrl(path: string, options: RequestOptions): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) params.set(key, String(value))
  }
  const search = params.toString()
  return `${hostOf(options.chat)}${path}${search ? `?${search}` : ''}`
}

function buildHeaders(options: RequestOptions): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLocale() })
  if (options.body !== undefined) headers.set('Content-Type', 'application/json')
  const token = getToken()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  for (const [key, value] of Object.entries(options.headers ?? {})) headers.set(key, value)
  return headers
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown
  } catch {
    return {}
  }
}

const asRecord = (body: unknown): UnsuccessfulBody =>
  typeof body === 'object' && body !== null ? (body as UnsuccessfulBody) : {}

const messageOf = (body: UnsuccessfulBody) => (typeof body.msg === 'string' ? body.msg : undefined)

/** The one way the app talks HTTP (spec §7–§8). */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<RequestResult<T>> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS)
  const response = await fetch(buildUrl(path, options), {
    method: options.method ?? 'GET',
    headers: buildHeaders(options),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal ? AbortSignal.any([timeout, options.signal]) : timeout,
  })
  const body = asRecord(await readBody(response))
  const msg = messageOf(body)
  if (response.status !== 200) {
    if (!options.suppressToast) void showToast(msg ?? i18n.t('error.unavailable'))
    if (response.status === 401) {
      clearSession()
      onUnauthorized()
    }
    throw new HttpError(response.status, msg, body)
  }
  if (body.code !== 200 && body.success !== true) throw body
  return { data: (body.data ?? body) as T, msg }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError
