import { afterEach, describe, expect, it, vi } from 'vitest'
import { startEarly, takeEarly } from './early-requests.ts'

describe('early requests', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  const stubFetch = () => {
    const sent: { url: string; headers: Record<string, string> }[] = []
    vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string> }) => {
      sent.push({ url, headers: init.headers })
      return Promise.resolve(new Response('{}'))
    })
    return sent
  }

  it('sends a GET as the request layer would, and hands its answer over once', async () => {
    const sent = stubFetch()
    startEarly('/api/home', 'token-1', 'es')
    expect(sent).toEqual([
      {
        url: '/api/home',
        headers: { Accept: 'application/json', 'Accept-Language': 'es', Authorization: 'Bearer token-1' },
      },
    ])
    const answer = takeEarly('/api/home', 'token-1', 'es')
    expect(answer).toBeDefined()
    expect((await answer!).status).toBe(200)
    expect(takeEarly('/api/home', 'token-1', 'es')).toBeUndefined()
  })

  it('is not used by a request with another token or language, or for another address', () => {
    stubFetch()
    startEarly('/api/wallet', 'token-1', 'en')
    expect(takeEarly('/api/wallet', 'token-2', 'en')).toBeUndefined()
    startEarly('/api/wallet', 'token-1', 'en')
    expect(takeEarly('/api/wallet', 'token-1', 'ja')).toBeUndefined()
    startEarly('/api/wallet', undefined, 'en')
    expect(takeEarly('/api/wallet', 'token-1', 'en')).toBeUndefined()
    expect(takeEarly('/api/home', undefined, 'en')).toBeUndefined()
  })

  it('is never handed over late: an answer older than ten seconds is asked for again', () => {
    stubFetch()
    vi.useFakeTimers()
    startEarly('/api/products', undefined, 'en')
    vi.advanceTimersByTime(10_001)
    expect(takeEarly('/api/products', undefined, 'en')).toBeUndefined()
  })
})
