import { REQUEST_TIMEOUT_MS } from '@app/contracts/constants'
import type { CallInput, Endpoint, ReplyOf } from '@app/contracts/endpoint'
import {
  HttpError,
  isHttpError,
  requestFor,
  send,
  withQuery,
  type HttpMethod,
  type RequestResult,
} from '@app/client/request'
import { currentLocale, i18n } from './i18n/i18n.ts'
import { requestHeaders, takeEarly } from './early-requests.ts'
import { clearSession, getToken } from './session.ts'
import { readStored } from './storage.ts'
import { showToast } from './toast.ts'

export { HttpError, isHttpError, type HttpMethod, type RequestResult }
export type { UnsuccessfulBody } from '@app/client/request'

export interface RequestOptions {
  method?: HttpMethod
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

/** How a call of a declared endpoint may differ from the default. */
export type CallOptions = Pick<RequestOptions, 'timeoutMs' | 'suppressToast' | 'signal'>

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

function buildHeaders(options: RequestOptions): Headers {
  const headers = new Headers(requestHeaders(getToken(), currentLocale()))
  if (options.body !== undefined) headers.set('Content-Type', 'application/json')
  for (const [key, value] of Object.entries(options.headers ?? {})) headers.set(key, value)
  return headers
}

/**
 * The one way the app talks HTTP (spec §7–§8), on the shared request core: the bearer token and
 * language go with every call; a non-200 answer is toasted unless suppressed, and a 401 also ends
 * the session (saying so even for a suppressed call) and goes to the sign page.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<RequestResult<T>> {
  const method = options.method ?? 'GET'
  const url = `${hostOf(options.chat)}${withQuery(path, options.query)}`
  // The landing page's first GETs may already be on their way (see `early-requests.ts`).
  const early = method === 'GET' ? takeEarly(url, getToken(), currentLocale()) : undefined
  try {
    return await send<T>({
      method,
      url,
      headers: buildHeaders(options),
      body: options.body,
      timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(early ? { response: early } : {}),
    })
  } catch (error) {
    if (isHttpError(error)) {
      // A background call keeps its own errors quiet, but not the end of the session: a user sent
      // to the sign page is always told why, once (the first 401 clears the token).
      const endsSession = error.status === 401 && getToken() !== undefined
      if (!options.suppressToast) void showToast(error.msg ?? i18n.t('error.unavailable'))
      else if (endsSession) void showToast(i18n.t('error.unauthenticated'))
      if (error.status === 401) {
        clearSession()
        onUnauthorized()
      }
    }
    throw error
  }
}

/** Calls a declared endpoint: the spec's result, its data and message. */
export function call<E extends Endpoint>(
  declaration: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<RequestResult<ReplyOf<E>>> {
  const { method, path, body, headers } = requestFor(declaration, input)
  return request<ReplyOf<E>>(path, { ...options, method, body, headers, chat: declaration.host === 'chat' })
}

/** The data of a declared endpoint's reply: what a query caches. */
export const fetchData = <E extends Endpoint>(
  declaration: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<ReplyOf<E>> => call(declaration, input, options).then((result) => result.data)
