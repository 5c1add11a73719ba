import { vi } from 'vitest'

export interface SentRequest {
  method: string
  path: string
  headers: Headers
  body: unknown
}

type Handler = (
  request: SentRequest,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>

/** Replaces fetch with routes answered in the server's envelope; records every request made. */
export function fakeApi(routes: Record<string, Handler>) {
  const sent: SentRequest[] = []
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://app.test')
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }
    sent.push(request)
    const handler = routes[`${request.method} ${request.path}`]
    if (!handler) return new Response(JSON.stringify({ code: 404, msg: 'Not found.' }), { status: 404 })
    const { status = 200, body } = await handler(request)
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  })
  return { sent, spy }
}

export const ok = (data: unknown, msg = '') => ({ body: { code: 200, msg, data } })
