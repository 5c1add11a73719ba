import { describe, expect, it } from 'vitest'
import { describeUserAgent, maskAddress, sessionDevice, USER_AGENT_KEPT } from './session-device.ts'

describe('what a session keeps of its device', () => {
  it('hides the last part of an address and keeps nothing it cannot read', () => {
    expect(maskAddress('203.0.113.7')).toBe('203.0.113.x')
    expect(maskAddress('::ffff:198.51.100.23')).toBe('198.51.100.x')
    expect(maskAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:x')
    expect(maskAddress('2001:db8::1')).toBe('2001:db8:x')
    expect(maskAddress('not an address')).toBeNull()
  })

  it('names common browsers and systems and nothing else', () => {
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0'
    expect(describeUserAgent(edge)).toEqual({ browser: 'Edge', os: 'Windows' })
    const firefox = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0'
    expect(describeUserAgent(firefox)).toEqual({ browser: 'Firefox', os: 'macOS' })
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null })
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null })
  })

  it('keeps a short, printable User-Agent', () => {
    const kept = sessionDevice(`Agent\u0000\u00e9${'x'.repeat(500)}`, '203.0.113.7')
    expect(kept.userAgent?.length).toBe(USER_AGENT_KEPT)
    expect(kept.userAgent?.startsWith('Agentx')).toBe(true)
    expect(sessionDevice(undefined, '203.0.113.7')).toEqual({ userAgent: null, ipHint: '203.0.113.x' })
  })
})
