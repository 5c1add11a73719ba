import { REQUEST_TIMEOUT_MS } from '@app/contracts/constants'

/** A GET started before the app had arrived, with what it was sent with. */
interface Early {
  token: string | undefined
  locale: string
  startedAt: number
  response: Promise<Response>
}

/** An early answer is handed over only this soon after it was asked for: never a stale one later. */
const FRESH_MS = 10_000

/**
 * Kept on the page's global object: the landing script (inlined in the page, a copy of this module
 * of its own) starts the GETs, and the app's copy of this module takes their answers.
 */
const STARTED = Symbol.for('app.early-requests')
const started = ((globalThis as { [STARTED]?: Map<string, Early> })[STARTED] ??= new Map<string, Early>())

/** What every request of the app carries: JSON, the language, and the token when signed in. */
export function requestHeaders(token: string | undefined, locale: string): Record<string, string> {
  return {
    Accept: 'application/json',
    'Accept-Language': locale,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  }
}

/**
 * Sends a GET of the landing page now, from the tiny entry, so its answer is on the way while the
 * app's own files still load. Sent exactly as the request layer would send it.
 */
export function startEarly(url: string, token: string | undefined, locale: string): void {
  const response = fetch(url, {
    headers: requestHeaders(token, locale),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  // A failure is the request layer's to report when it takes the answer; never an unhandled one.
  response.catch(() => undefined)
  started.set(url, { token, locale, startedAt: Date.now(), response })
}

/**
 * The early answer for `url`, once: only when it was sent with the same token and language and
 * asked for a moment ago; otherwise the caller sends its own request.
 */
export function takeEarly(
  url: string,
  token: string | undefined,
  locale: string,
): Promise<Response> | undefined {
  const early = started.get(url)
  started.delete(url)
  if (!early || early.token !== token || early.locale !== locale) return undefined
  return Date.now() - early.startedAt < FRESH_MS ? early.response : undefined
}
