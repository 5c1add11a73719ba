import { chatOriginOf } from '@app/contracts'
import { describe, expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator } from '../../testing/factories.ts'

const REFUSED = [
  'http://attacker.test',
  'https://user:pw@x.test',
  'https://user@x.test',
  'javascript:alert(1)',
  'ws://chat.example.com',
  'wss://chat.example.com',
  'https://chat.example.com/path',
  'https://chat.example.com/?q=1',
  'https://chat.example.com#frag',
  'https://chat.example.com:443',
  '//chat.example.com',
  'chat.example.com',
  'https://',
  'data:text/html,hi',
]

describe('a chat host address', () => {
  it('is an https origin with nothing else', () => {
    expect(chatOriginOf('https://chat.example.com')).toBe('https://chat.example.com')
    expect(chatOriginOf('https://chat.example.com/')).toBe('https://chat.example.com')
    expect(chatOriginOf('https://chat.example.com:8443')).toBe('https://chat.example.com:8443')
    for (const text of REFUSED) expect(chatOriginOf(text), text).toBeUndefined()
  })
})

describeEachDialect('the chat host an operator sets', (ctx) => {
  const save = (token: string, chat_url: string) =>
    ctx().call({
      method: 'PUT',
      url: '/api/ops/settings',
      token,
      payload: { site_name: 'H', currency: '$', chat_url },
    })
  const settings = async (token: string) =>
    (await ctx().call({ method: 'GET', url: '/api/ops/settings', token })).json<{
      data: { chat_url: string; version: number }
    }>().data

  it('refuses a host that is not an https origin with 400 and changes nothing', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const before = await settings(admin.token)
    for (const chatUrl of REFUSED) {
      const response = await save(admin.token, chatUrl)
      expect(response.statusCode, chatUrl).toBe(400)
      expect(response.json()).toMatchObject({
        msg: 'Enter the chat host as an https:// address with no path, such as https://chat.example.com, or leave it empty.',
        data: { error: 'VALIDATION_FAILED', field: 'chat_url' },
      })
    }
    expect(await settings(admin.token)).toEqual(before)
  })

  it('stores an https origin without its trailing slash, and the pages name it, and only it, in their policy', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const saved = await save(admin.token, ' https://chat.example.com/ ')
    expect(saved.json()).toMatchObject({ code: 200, data: { chat_url: 'https://chat.example.com' } })
    const config = (await ctx().call({ method: 'GET', url: '/api/config' })).json<{
      data: { chat_url: string }
    }>()
    expect(config.data.chat_url).toBe('https://chat.example.com')

    const csp = String((await ctx().call({ method: 'GET', url: '/' })).headers['content-security-policy'])
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src'))
    expect(connect).toBe("connect-src 'self' https://chat.example.com wss://chat.example.com")
    expect(csp).not.toMatch(/(^|\s)wss?:(\s|;|$)/)
    expect(csp).not.toContain('frame-src https:;')
    // Scripts only from the server itself, and the built page's own landing script by its hash.
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*;/)
  })
})
