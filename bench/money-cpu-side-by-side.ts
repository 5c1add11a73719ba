/**
 * What one purchase and one receipt cost in CPU, this checkout's server against another's (a base
 * commit checked out elsewhere, with its own node_modules), both built in this one process on
 * PostgreSQL, each on a database of its own migrated by its own code. Requests go through each
 * side's whole HTTP route in process (`inject`: routing, session, validation, the idempotency key,
 * the money move, the answer kept), one at a time, so every one is a request that comes alone: the
 * base's lone path, this checkout's batch of one.
 *
 * Each side's pool has one connection, so its PostgreSQL work is one backend's: the CPU that backend
 * spent (`/proc/<pid>/schedstat`) and this process's (`process.cpuUsage`) are read around blocks of
 * requests, the sides in turns (base, this, this, base, …). CPU time, unlike throughput, does not
 * count the time spent waiting for a core, so the figures hold up better on a shared machine; the
 * ratio printed is the median over the rounds of this side's block against the base's in the same
 * round. Linux only (schedstat), the server on this machine.
 *
 * Run: `BASE_CHECKOUT=<path of the base's checkout> node --import tsx bench/money-cpu-side-by-side.ts`
 * (optional: BENCH_ROUNDS=12, BENCH_BLOCK=200 requests a block). A script, not a test.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { sql, type Kysely } from 'kysely'
import { INCOME_RECEIVE, pathOf, PRODUCTS_BUY } from '@app/contracts'
import { baseCheckout, loadAverage, openSide } from './checkout.ts'

const BASE = baseCheckout()
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12)
const BLOCK = Number(process.env.BENCH_BLOCK ?? 200)
const USERS = 8

interface Injected {
  statusCode: number
  body: string
}

interface Side {
  name: 'base' | 'this'
  /** The backend of the side's one connection (asked each time: an idle connection is replaced). */
  backend(): Promise<number>
  buy(): Promise<void>
  /** Holdings with an earning due, `count` of them, made ready before a block (not measured). */
  holdings(count: number): Promise<{ user: number; holdingId: number }[]>
  receive(h: { user: number; holdingId: number }): Promise<void>
  useGroupCommit(on: boolean): void
  close(): Promise<void>
}

async function side(name: Side['name'], root: string): Promise<Side> {
  const { deps, app, users, product, useGroupCommit, database } = await openSide<
    { db: Kysely<unknown> },
    { inject(o: object): Promise<Injected>; close(): Promise<void> }
  >(root, { poolSize: 1, users: USERS })
  // A daily plan for the purchases; a plan that pays once, a second after it is bought, for the receipts.
  const daily = await product({ earningAmount: 4, earningsCount: 30, claimPeriodSeconds: 86_400 })
  const once = await product({ earningAmount: 4, earningsCount: 1, claimPeriodSeconds: 1 })
  const post = async (url: string, token: string, body: unknown): Promise<unknown> => {
    const reply = await app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
        'content-type': 'application/json',
      },
      payload: JSON.stringify(body),
    })
    if (reply.statusCode !== 200)
      throw new Error(`${name}: ${url} answered ${reply.statusCode} ${reply.body}`)
    return JSON.parse(reply.body)
  }
  let k = 0
  const userOf = (i: number) => users[i % users.length] as (typeof users)[number]
  return {
    name,
    backend: async () =>
      Number((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(deps.db)).rows[0]?.pid ?? 0),
    buy: async () => {
      const u = userOf(k++)
      await post(pathOf(PRODUCTS_BUY, { id: daily }), u.token, { wallet: 'balance', expectedPrice: '100' })
    },
    holdings: async (count) => {
      const made: { user: number; holdingId: number }[] = []
      for (let i = 0; i < count; i++) {
        const u = i % users.length
        const reply = (await post(pathOf(PRODUCTS_BUY, { id: once }), userOf(u).token, {
          wallet: 'balance',
          expectedPrice: '100',
        })) as { data: { holdingId: number } }
        made.push({ user: u, holdingId: reply.data.holdingId })
      }
      // Its one earning falls due a second after the purchase, counted in whole seconds.
      await new Promise((resolve) => setTimeout(resolve, 2100))
      return made
    },
    receive: async (h) => {
      await post(pathOf(INCOME_RECEIVE, { id: h.holdingId }), userOf(h.user).token, {})
    },
    useGroupCommit,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

/** CPU time this backend has spent on a core, in nanoseconds. */
const onCore = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0])

interface Block {
  database: number
  server: number
  wall: number
}

async function block(s: Side, run: () => Promise<void>, count: number): Promise<Block> {
  const pid = await s.backend()
  const core0 = onCore(pid)
  const cpu0 = process.cpuUsage()
  const started = performance.now()
  for (let i = 0; i < count; i++) await run()
  const wall = performance.now() - started
  const cpu = process.cpuUsage(cpu0)
  if ((await s.backend()) !== pid) throw new Error(`${s.name}: its connection changed during a block`)
  return {
    database: (onCore(pid) - core0) / 1e6 / count,
    server: (cpu.user + cpu.system) / 1e3 / count,
    wall: wall / count,
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

console.log(
  `money CPU side by side on PostgreSQL: ${ROUNDS} rounds of ${BLOCK} requests a side, one at a time, node ${process.version}, load average ${loadAverage()}`,
)
const base = await side('base', BASE)
const mine = await side('this', process.cwd())
console.log(
  '| move | group commit | base: database / server CPU, wall (ms a request) | this | this / base: database | server | both |',
)
console.log('|---|---|---|---|---|---|---|')
for (const move of ['buy', 'receive'] as const) {
  for (const groupCommit of [true, false]) {
    for (const s of [base, mine]) s.useGroupCommit(groupCommit)
    const blocks: Record<Side['name'], Block[]> = { base: [], this: [] }
    // One block each unmeasured first: the code warming, the plans prepared.
    for (let round = -1; round < ROUNDS; round++) {
      for (const s of round % 2 === 0 ? [base, mine] : [mine, base]) {
        let measured: Block
        if (move === 'buy') measured = await block(s, s.buy, BLOCK)
        else {
          const ready = await s.holdings(BLOCK)
          let next = 0
          measured = await block(s, () => s.receive(ready[next++] as (typeof ready)[number]), BLOCK)
        }
        if (round >= 0) blocks[s.name].push(measured)
      }
    }
    const cell = (bs: Block[]) =>
      `${median(bs.map((b) => b.database)).toFixed(3)} / ${median(bs.map((b) => b.server)).toFixed(3)}, ${median(bs.map((b) => b.wall)).toFixed(3)}`
    const ratio = (of: (b: Block) => number) =>
      `${(median(blocks.this.map((b, i) => of(b) / of(blocks.base[i] as Block))) * 100).toFixed(0)} %`
    console.log(
      `| ${move} | ${groupCommit ? 'on' : 'off'} | ${cell(blocks.base)} | ${cell(blocks.this)} | ${ratio((b) => b.database)} | ${ratio((b) => b.server)} | ${ratio((b) => b.database + b.server)} |`,
    )
  }
}
for (const s of [base, mine]) s.useGroupCommit(true)
console.log(`load average after ${loadAverage()}`)
await base.close()
await mine.close()
