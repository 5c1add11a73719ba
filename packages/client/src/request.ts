import { pathOf, type CallInput, type Endpoint } from '@app/contracts/endpoint'

/**
 * The request core both clients stand on (spec §7–§8), free of any framework. A call has exactly
 * three ways to fail, and each rejects differently:
 * 1. the server answers with another status than 200: an `HttpError` carrying the body and its message;
 * 2. HTTP 200 with an unsuccessful body (no `code` 200, no `success` flag): the body itself;
 * 3. no answer (network down, time-out): the `fetch` rejection as it is (a time-out is a
 *    DOMException named TimeoutError).
 * Toasts, sign-outs and texts are the clients' business; they wrap this.
 */

export type HttpMethod = Endpoint['method']

/** Failure kind 1: the server answered with a status other than 200. */
export class HttpError extends Error {
  readonly status: number
  readonly body: unknown
  /** The body's message, when it has one. */
  readonly msg: string | undefined
  constructor(status: number, msg: string | undefined, body: unknown) {
    super(msg ?? `HTTP ${status}`)
    this.name = 'HttpError'
    this.status = status
    this.msg = msg
    this.body = body
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError

/** Failure kind 2 is the unsuccessful body itself. */
export type UnsuccessfulBody = Record<string, unknown>

export interface Sent {
  method: HttpMethod
  /** The full URL, query included. */
  url: string
  headers: Headers
  /** Sent as JSON. */
  body?: unknown
  timeoutMs: number
  signal?: AbortSignal
  /** The answer of the same request already sent (a GET the page started early): not sent again. */
  response?: Promise<Response>
}

/** The spec's result of a successful call: the data part (or the whole body) and the body's message. */
export interface RequestResult<T> {
  data: T
  msg: string | undefined
}

const asRecord = (body: unknown): UnsuccessfulBody =>
  typeof body === 'object' && body !== null ? (body as UnsuccessfulBody) : {}

async function readBody(response: Response): Promise<UnsuccessfulBody> {
  try {
    return asRecord(await response.json())
  } catch {
    return {}
  }
}

/** Sends one request and sorts the answer into a result or one of the three failure kinds. */
export async function send<T>(request: Sent): Promise<RequestResult<T>> {
  const timeout = AbortSignal.timeout(request.timeoutMs)
  const response = await (request.response ??
    fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal ? AbortSignal.any([timeout, request.signal]) : timeout,
    }))
  const body = await readBody(response)
  const msg = typeof body.msg === 'string' ? body.msg : undefined
  if (response.status !== 200) throw new HttpError(response.status, msg, body)
  if (body.code !== 200 && body.success !== true) throw body
  // A data part that is null (a receipt account not added yet) is the answer, not a missing part.
  return { data: ('data' in body ? body.data : body) as T, msg }
}

/** `path?query`, leaving out undefined values. */
export function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/** What a call of a declared endpoint sends, before the client adds its host and credentials. */
export interface EndpointRequest {
  method: HttpMethod
  /** Path and query. */
  path: string
  body?: unknown
  /** `Idempotency-Key` on money-moving calls. */
  headers: Record<string, string>
}

/** The method, URL, body and idempotency header of a call to `declaration`. */
export function requestFor<E extends Endpoint>(declaration: E, input: CallInput<E>): EndpointRequest {
  const { params, query, body, idempotencyKey } = input as {
    params?: Record<string, string | number>
    query?: Record<string, unknown>
    body?: unknown
    idempotencyKey?: string
  }
  return {
    method: declaration.method,
    path: withQuery(pathOf(declaration, params), query),
    ...(body === undefined ? {} : { body }),
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
  }
}
