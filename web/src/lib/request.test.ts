import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError, request, setUnauthorizedHandler } from './request.ts'
import { getToken, saveSession } from './session.ts'
import { writeStored } from './storage.ts'
import { showToast } from './toast.ts'
import type { UserInfo } from '@app/contracts/auth'
import type { AppConfig } from '@app/contracts/config'

vi.mock('./toast.ts', () => ({ showToast: vi.fn(() => Promise.resolve()) }))

const user: UserInfo = {
  id: 1,
  phone: '5550100001',
  nickname: 'Demo',
  vipLevel: 2,
  invitationCode: 'X',
  createdAt: 0,
}

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  vi.mocked(showToast).mockClear()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? []
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) }
}

describe('a successful call', () => {
  it('resolves with the data part and the message when HTTP is 200 and code is 200', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 200, msg: 'ok', data: { version: 3 } }))
    await expect(request('/api/config/version')).resolves.toEqual({ data: { version: 3 }, msg: 'ok' })
  })

  it('resolves with a null data part as null, not as the whole body', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 200, msg: '', data: null }))
    await expect(request('/api/account/receipt')).resolves.toEqual({ data: null, msg: '' })
  })

  it('accepts a success flag and gives the whole body when there is no data part', async () => {
    const body = { success: true, msg: 'done', items: [1] }
    fetchMock.mockResolvedValue(reply(200, body))
    await expect(request('/x')).resolves.toEqual({ data: body, msg: 'done' })
  })

  it('sends the bearer token, the language, a JSON body and extra headers such as Idempotency-Key', async () => {
    saveSession('tok-1', user)
    fetchMock.mockResolvedValue(reply(200, { code: 200, msg: '', data: null }))
    await request('/api/pay', {
      method: 'POST',
      body: { amount: '100' },
      query: { page: '2', skip: undefined },
      headers: { 'Idempotency-Key': 'k-1' },
    })
    const { url, init, headers } = lastCall()
    expect(url).toBe('/api/pay?page=2')
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"amount":"100"}')
    expect(headers.get('Authorization')).toBe('Bearer tok-1')
    expect(headers.get('Accept-Language')).toBe('en')
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(headers.get('Idempotency-Key')).toBe('k-1')
  })

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 200, msg: '', data: 1 }))
    await request('/x')
    expect(lastCall().headers.has('Authorization')).toBe(false)
  })

  it('goes to the chat host from the config when the call is flagged chat', async () => {
    const config = { chat_url: 'https://chat.example.com/' } as AppConfig
    writeStored('config', config)
    fetchMock.mockImplementation(() => Promise.resolve(reply(200, { code: 200, msg: '', data: [] })))
    await request('/api/chat/messages', { chat: true })
    expect(lastCall().url).toBe('https://chat.example.com/api/chat/messages')
    await request('/api/user/info')
    expect(lastCall().url).toBe('/api/user/info')
  })
})

describe('the three failure kinds', () => {
  it('HTTP 400: toasts the body message and rejects with an HttpError, keeping the session', async () => {
    saveSession('tok-1', user)
    fetchMock.mockResolvedValue(reply(400, { code: 400, msg: 'Please enter your phone number.', data: {} }))
    const error = await request('/api/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(400)
    expect(showToast).toHaveBeenCalledWith('Please enter your phone number.')
    expect(getToken()).toBe('tok-1')
  })

  it('HTTP 401: toasts, clears the session and goes to the sign page', async () => {
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    saveSession('tok-1', user)
    fetchMock.mockResolvedValue(reply(401, { code: 401, msg: 'Please log in first', data: {} }))
    await expect(request('/api/user/info')).rejects.toBeInstanceOf(HttpError)
    expect(showToast).toHaveBeenCalledWith('Please log in first')
    expect(getToken()).toBeUndefined()
    expect(localStorage.getItem('userInfo')).toBeNull()
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('a background call that finds the session ended still says so, once, and goes to the sign page', async () => {
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    saveSession('tok-1', user)
    fetchMock.mockResolvedValue(reply(401, { code: 401, msg: 'Please log in first', data: {} }))
    await expect(request('/api/notifications/unread', { suppressToast: true })).rejects.toBeInstanceOf(
      HttpError,
    )
    await expect(request('/api/chat/unread', { suppressToast: true })).rejects.toBeInstanceOf(HttpError)
    expect(showToast).toHaveBeenCalledOnce()
    expect(showToast).toHaveBeenCalledWith('Please log in first')
    expect(getToken()).toBeUndefined()
    expect(onUnauthorized).toHaveBeenCalled()
  })

  it('suppressToast keeps a non-200 reply quiet', async () => {
    fetchMock.mockResolvedValue(reply(500, { code: 500, msg: 'Something went wrong', data: {} }))
    await expect(request('/x', { suppressToast: true })).rejects.toBeInstanceOf(HttpError)
    expect(showToast).not.toHaveBeenCalled()
  })

  it('HTTP 200 with an unsuccessful body: rejects with the body itself and shows nothing', async () => {
    const body = { code: 1001, msg: 'Not enough balance', data: null }
    fetchMock.mockResolvedValue(reply(200, body))
    await expect(request('/x')).rejects.toEqual(body)
    expect(showToast).not.toHaveBeenCalled()
  })

  it('network failure: rejects with the error as is', async () => {
    const failure = new TypeError('Failed to fetch')
    fetchMock.mockRejectedValue(failure)
    await expect(request('/x')).rejects.toBe(failure)
    expect(showToast).not.toHaveBeenCalled()
  })

  it('time-out: the signal aborts the call after the given time (10 s by default)', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const error = await request('/slow', { timeoutMs: 20 }).catch((e: unknown) => e)
    expect((error as Error).name).toBe('TimeoutError')
  })
})
