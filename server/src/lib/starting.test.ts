import { describe, expect, it } from 'vitest'
import { PLATFORM_LIVE, PLATFORM_READY } from '@app/contracts/platform'
import { freePort } from '../testing/server-process.ts'
import { listenWhileStarting } from './starting.ts'

describe('a process that is starting', () => {
  it('answers the liveness check, is not ready, serves nothing, and gives the port back', async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const starting = await listenWhileStarting('127.0.0.1', port)
    const live = await fetch(base + PLATFORM_LIVE.path)
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }])
    const ready = await fetch(base + PLATFORM_READY.path)
    expect([ready.status, await ready.json()]).toEqual([503, { status: 'unavailable' }])
    const api = await fetch(`${base}/api/products`, { method: 'POST' })
    expect(api.status).toBe(503)
    expect(api.headers.get('retry-after')).toBe('1')
    await starting.close()
    // The server proper takes the port next.
    const again = await listenWhileStarting('127.0.0.1', port)
    await again.close()
  })
})
