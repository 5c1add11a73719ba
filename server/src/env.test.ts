import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEFAULT_API_LIMIT_PER_MINUTE, parseTrustProxy, readEnv } from './env.ts'

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7', ['10.0.0.0/8', '192.168.1.7']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('%j means %j', (text, expected) => {
    expect(parseTrustProxy(text)).toEqual(expected)
  })

  it.each(['true', 'yes', '-1', '1.5', '10.0.0.0/33', 'fd00::/129', '10.0.0.1,', 'proxy.local', '99'])(
    'refuses %j',
    (text) => {
      expect(() => parseTrustProxy(text)).toThrow(/^TRUST_PROXY=.* is not valid: give a hop count/)
    },
  )

  it('stops start-up with one line that names the setting', async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'server/src/main.ts'],
        {
          cwd: root,
          env: { ...process.env, TRUST_PROXY: 'true', PORT: '0', DATA_DIR: '/nonexistent/never' },
        },
        (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
      )
    })
    expect(result.code).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([
      'TRUST_PROXY="true" is not valid: give a hop count (1, 2, …) or a comma-separated list of proxy addresses or CIDRs',
    ])
  })
})

describe('RATE_LIMIT_PER_MINUTE', () => {
  it('defaults to a figure a carrier-shared address fits in, and 0 turns it off', () => {
    expect(readEnv({}).rateLimitPerMinute).toBe(DEFAULT_API_LIMIT_PER_MINUTE)
    expect(DEFAULT_API_LIMIT_PER_MINUTE).toBe(6000)
    expect(readEnv({ RATE_LIMIT_PER_MINUTE: '0' }).rateLimitPerMinute).toBe(0)
  })
})
