import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../../../lib/logger.ts'
import { FairQueue, type HashTurn } from '../../../lib/hash-queue.ts'
import type { TestContext } from '../../../testing/context.ts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { LOGIN_PER_ADDRESS, SIGN_INS_IN_FLIGHT_PER_NETWORK } from '../sign-in/auth.service.ts'
import { addressKey, networkKey } from './rate-limit.service.ts'

let phones = 0

/** A sign-in to a phone nobody has, from `address`; its status. */
async function guess(ctx: TestContext, address: string): Promise<number> {
  const response = await ctx.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phone: `6${String(100_000_000 + ++phones)}`, password: 'not-the-password' },
    remoteAddress: address,
  })
  return response.statusCode
}

/** The statuses of `count` guesses, each from the address `addressOf(i)` gives. */
async function guesses(ctx: TestContext, count: number, addressOf: (i: number) => string) {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) statuses.push(await guess(ctx, addressOf(i)))
  return statuses
}

const hex = (n: number) => n.toString(16)

describeEachDialect('sign-in limits count an IPv6 client in its /56 and /48 too', (ctx) => {
  // Hundreds of sign-ins one after another: a few seconds on a quiet machine, given room on a busy one.
  it(
    'refuses a /56 that spreads its guesses over its /64s once the /56 has had its share',
    { timeout: 120_000 },
    async () => {
      // 2001:db8:1:ab00::/56 holds 256 /64s; each guess comes from another /64 (and another address).
      const statuses = await guesses(
        ctx(),
        LOGIN_PER_ADDRESS + 1,
        (i) => `2001:db8:1:ab${hex(i % 256).padStart(2, '0')}::${hex(i + 1)}`,
      )
      expect(statuses.slice(0, LOGIN_PER_ADDRESS).every((s) => s === 400)).toBe(true)
      expect(statuses.at(-1)).toBe(429)
      // Another /56 of the same /48 still signs in.
      expect(await guess(ctx(), '2001:db8:1:cd00::1')).toBe(400)
      ctx().clock.advance(601)
    },
  )

  it(
    'refuses a /48 that spreads its guesses over its /56s at twice the limit',
    { timeout: 120_000 },
    async () => {
      const statuses = await guesses(
        ctx(),
        2 * LOGIN_PER_ADDRESS + 1,
        (i) => `2001:db8:2:${hex(i % 256)}${hex(i >> 8)}0::1`,
      )
      expect(statuses.slice(0, 2 * LOGIN_PER_ADDRESS).every((s) => s === 400)).toBe(true)
      expect(statuses.at(-1)).toBe(429)
      expect(await guess(ctx(), '2001:db8:3::1')).toBe(400)
      expect(await guess(ctx(), '203.0.113.9')).toBe(400)
      ctx().clock.advance(601)
    },
  )
})

describe('addresses as the limits and the password queue count them', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9', '203.0.113.9'],
    ['2001:db8:7700:5a31::17', '2001:db8:7700:5a31::/64', '2001:db8:7700::/48'],
    ['2001:db8::1', '2001:db8:0:0::/64', '2001:db8:0::/48'],
  ])('%s', (ip, address, network) => {
    expect(addressKey(ip)).toBe(address)
    expect(networkKey(ip)).toBe(network)
  })
})

describe('the password queue', () => {
  /** A queue of one slot and `capacity` places, with work that ends when the test says. */
  function queueOf(capacity: number) {
    const queue = new FairQueue(1, capacity)
    const order: string[] = []
    const ends: (() => void)[] = []
    const submit = (name: string, turn: HashTurn) =>
      queue
        .run(turn, () => {
          order.push(name)
          return new Promise<void>((resolve) => ends.push(resolve))
        })
        .then(
          () => 'done',
          () => 'busy',
        )
    const finishAll = async () => {
      while (ends.length > 0 || order.length < 1) {
        const end = ends.shift()
        if (!end) break
        end()
        await new Promise((resolve) => setTimeout(resolve, 0))
      }
    }
    return { submit, order, finishAll }
  }

  it("serves another network's sign-in next, ahead of a flood that came first", async () => {
    const { submit, order, finishAll } = queueOf(100)
    const flood = Array.from({ length: 20 }, (_, i) =>
      submit(`flood${i}`, { priority: 'normal', lane: 'net:a' }),
    )
    const user = submit('user', { priority: 'normal', lane: 'net:b' })
    await finishAll()
    await Promise.all([...flood, user])
    expect(order.slice(0, 2)).toEqual(['flood0', 'user'])
  })

  it('puts a known device first, and refuses unknown phones first when full', async () => {
    const { submit, order, finishAll } = queueOf(3)
    const first = submit('running', { priority: 'normal', lane: 'net:a' })
    const unknown = [0, 1, 2].map((i) => submit(`unknown${i}`, { priority: 'unknown', lane: 'net:a' }))
    const suspect = submit('suspect', { priority: 'suspect', lane: 'net:c' })
    const known = submit('known', { priority: 'known', lane: 'user:7' })
    await finishAll()
    expect(await Promise.all([first, ...unknown, suspect, known])).toEqual([
      'done',
      'done',
      'busy',
      'busy',
      'done',
      'done',
    ])
    expect(order).toEqual(['running', 'known', 'suspect', 'unknown0'])
  })
})

/** Every line the server logged, as written. */
const logged: string[] = []
const logger = createLogger(
  'info',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString())
      done()
    },
  }),
)

describeEachDialect(
  "one network's sign-ins under way at once",
  (ctx) => {
    it('are capped: the rest answer busy at once, logged as refusals, not as failures', async () => {
      const before = logged.length
      const statuses = (
        await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            ctx().call({
              method: 'POST',
              url: '/api/auth/login',
              payload: { phone: `6${String(200_000_000 + i)}`, password: 'not-the-password' },
              remoteAddress: `2001:db8:9:${hex(i)}::1`,
            }),
          ),
        )
      ).map((r) => r.statusCode)
      expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(SIGN_INS_IN_FLIGHT_PER_NETWORK)
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0)
      expect(statuses.every((s) => s === 400 || s === 503)).toBe(true)
      const lines = logged.slice(before)
      expect(
        lines.some((line) => line.includes('"key":"auth.busy"') && line.includes('"level":"warn"')),
      ).toBe(true)
      expect(lines.filter((line) => line.includes('"level":"error"'))).toEqual([])
    })
  },
  {},
  { logger },
)
