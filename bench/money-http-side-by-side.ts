/**
 * Buying and receiving over HTTP on PostgreSQL, this checkout's server against another's (a base
 * commit checked out elsewhere, with its own node_modules), both built in this one process, each on
 * a database of its own migrated by its own code, in short turns (base, this, this, base, …): the
 * machine's state moves between two runs minutes apart (the native ceiling read 4,694 and 6,755 tx/s
 * in two runs of the same script, bench/LOG.md), so the two are compared inside one run.
 *
 * For each move (buy, receive), group commit (and so batching) on and off, and 16 connections and
 * one: requests per second, p50 and p99, each side the mean of its turns, and the ratio to the
 * base's requests a second, of the means and the median of each round's. A request that comes
 * alone is the base's lone path and this checkout's batch of one.
 *
 * With `SAME_WORK_CHECKOUT`, a third side takes its turns too (base, this, same, same, this, base):
 * a checkout of this code with `bench/without-stored-totals.patch` applied, which writes no stored
 * totals (decision 0074, which came after the base): the batch of one doing the work the lone path
 * did, and no more.
 *
 * Each figure also gives the CPU a request answered 200 took, the database's (every PostgreSQL
 * process of this machine, read from `/proc/<pid>/schedstat` around the turn: only one side runs at
 * a time) and this process's (the servers; wrk runs apart): throughput on two cores is bounded by
 * CPU, and the CPU says whose it is. Linux only.
 *
 * Run: `BASE_CHECKOUT=<path of the base's checkout> node --import tsx bench/money-http-side-by-side.ts`
 * (optional: BENCH_SECONDS=3, one turn's length; BENCH_ROUNDS=2, turns of each side per figure = 2 ×
 * rounds; SAME_WORK_CHECKOUT, above; BENCH_MOVES=buy,receive, BENCH_GROUP_COMMIT=on,off and
 * BENCH_CONNECTIONS=16,1, the figures to measure). Needs wrk. A script, not a test.
 */
import fs from 'node:fs'
import { INCOME_RECEIVE, pathOf, PRODUCTS_BUY } from '@app/contracts'
import { baseCheckout, loadAverage, openSide } from './checkout.ts'
import { LOAD_GENERATOR, runLoad, type LoadJob, type LoadResult } from './load.ts'
import { fixed, receiptPool, receiptsFrom, type RequestSource } from './receipt-pool.ts'

const BASE = baseCheckout()
const SAME_WORK = process.env.SAME_WORK_CHECKOUT
if (LOAD_GENERATOR !== 'wrk')
  throw new Error('wrk is needed: a load generator in this process would share it')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const CONCURRENCY = 16
const USERS = 32
const listed = (name: string, all: string) => (process.env[name] ?? all).split(',')
const MOVES = listed('BENCH_MOVES', 'buy,receive') as ('buy' | 'receive')[]
const GROUP_COMMIT = listed('BENCH_GROUP_COMMIT', 'on,off').map((mode) => mode === 'on')
const CONNECTIONS = listed('BENCH_CONNECTIONS', `${CONCURRENCY},1`).map(Number)

/** What a side needs besides its server: the lone purchase, to make holdings for the receipts. */
const MORE_FILES = ['server/src/db/transaction.ts', 'server/src/modules/products/buy.service.ts']

interface Side {
  name: 'base' | 'this' | 'same'
  port: number
  buys: LoadJob['requests']
  receipts: RequestSource
  useGroupCommit(on: boolean): void
  close(): Promise<void>
}

async function side(name: Side['name'], root: string): Promise<Side> {
  const { call, deps, app, users, product, useGroupCommit, database } = await openSide<
    { database: unknown },
    { listen(o: object): Promise<void>; server: { address(): { port: number } }; close(): Promise<void> }
  >(root, { poolSize: 16, users: USERS, files: MORE_FILES })
  await app.listen({ host: '127.0.0.1', port: 0 })
  // A daily plan for the purchases; a plan that pays once, a second after it is bought, for the
  // receipts (each pays one earning, as a daily plan's does when its holder receives every day).
  const productId = await product({ earningAmount: 4, earningsCount: 30, claimPeriodSeconds: 86_400 })
  const incomeId = await product({ earningAmount: 1, earningsCount: 1, claimPeriodSeconds: 1 })
  const pool = receiptPool({
    concurrency: CONCURRENCY,
    expectedRate: 2500,
    buy: async (k) => {
      const u = users[k % users.length] as (typeof users)[number]
      const bought = await call<{ holdingId: number }>('inTransaction', deps.database, (tx: unknown) =>
        call('buyProduct', { ...deps, db: tx }, { userId: u.id, productId: incomeId, wallet: 'balance' }),
      )
      return { userId: u.id, token: u.token, holdingId: bought.holdingId }
    },
  })
  return {
    name,
    port: app.server.address().port,
    buys: users.map((u) => ({
      method: 'POST',
      path: pathOf(PRODUCTS_BUY, { id: productId }),
      token: u.token,
      body: { wallet: 'balance', expectedPrice: '100' },
      idempotent: true,
    })),
    receipts: receiptsFrom(pool, SECONDS, (id) => pathOf(INCOME_RECEIVE, { id })),
    useGroupCommit,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

/** CPU each PostgreSQL process of this machine has spent on a core, in milliseconds, by pid. */
function postgresCpu(): Map<string, number> {
  const spent = new Map<string, number>()
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue
      spent.set(pid, Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6)
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return spent
}

/** A turn's result, with the CPU (ms) PostgreSQL and this process spent during it. */
interface Turn extends LoadResult {
  database: number
  server: number
}

async function turn(s: Side, source: RequestSource, concurrency: number): Promise<Turn> {
  const requests = await source.requests()
  const before = postgresCpu()
  const cpu = process.cpuUsage()
  const result = await runLoad({ port: s.port, seconds: SECONDS, concurrency, requests })
  const used = process.cpuUsage(cpu)
  // A backend that began during the turn spent all it has in it; one that ended is not counted.
  let database = 0
  for (const [pid, spent] of postgresCpu()) database += spent - (before.get(pid) ?? 0)
  source.after?.(result, concurrency)
  return { ...result, database, server: (used.user + used.system) / 1e3 }
}

interface Figure {
  perSecond: number
  p50: number
  p99: number
  other: number
  /** CPU a request answered 200, ms: PostgreSQL's and this process's. */
  database: number
  server: number
}

const mean = (rs: Turn[]): Figure => {
  const answered = rs.reduce((t, r) => t + (r.statuses[200] ?? 0), 0)
  return {
    perSecond: answered / rs.reduce((t, r) => t + r.seconds, 0),
    p50: rs.reduce((t, r) => t + r.p50, 0) / rs.length,
    p99: rs.reduce((t, r) => t + r.p99, 0) / rs.length,
    other: rs.reduce((t, r) => t + r.completed - (r.statuses[200] ?? 0), 0),
    database: rs.reduce((t, r) => t + r.database, 0) / answered,
    server: rs.reduce((t, r) => t + r.server, 0) / answered,
  }
}

/**
 * A side's requests a second against the base's, round by round (each round's turns of the two,
 * side by side in time), and the median of those: a round the machine slowed in moves it less
 * than it moves the mean.
 */
function medianOfRounds(side: Turn[], base: Turn[]): number {
  const turns = side.length / ROUNDS
  const ratios = Array.from({ length: ROUNDS }, (_, r) => {
    const round = (rs: Turn[]) => mean(rs.slice(r * turns, (r + 1) * turns)).perSecond
    return round(side) / round(base)
  }).sort((x, y) => x - y)
  const middle = Math.floor(ratios.length / 2)
  return ratios.length % 2
    ? (ratios[middle] as number)
    : ((ratios[middle - 1] as number) + (ratios[middle] as number)) / 2
}

console.log(
  `money over HTTP side by side on PostgreSQL: ${SECONDS} s turns, ${2 * ROUNDS} per side per figure, load by wrk, node ${process.version}, load average ${loadAverage()}`,
)
const base = await side('base', BASE)
const mine = await side('this', process.cwd())
const same = SAME_WORK ? await side('same', SAME_WORK) : undefined
const sides = same ? [base, mine, same] : [base, mine]
/** A round's turns: each side's, then the same again backwards (base, this, this, base, …). */
const round = [...sides, ...[...sides].reverse()]
const figures = (s: Figure) =>
  `${s.perSecond.toFixed(0).padStart(5)} req/s, p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms,` +
  ` CPU ${s.database.toFixed(3)} + ${s.server.toFixed(3)} ms`
console.log('CPU: PostgreSQL + this process (the servers), ms a request answered 200')
for (const move of MOVES) {
  const source = (s: Side) => (move === 'buy' ? fixed(s.buys) : s.receipts)
  // One turn each unmeasured first: the first of a run is the slowest (the code warming).
  for (const s of sides) await turn(s, source(s), CONCURRENCY)
  for (const groupCommit of GROUP_COMMIT) {
    for (const s of sides) s.useGroupCommit(groupCommit)
    for (const concurrency of CONNECTIONS) {
      const results: Record<Side['name'], Turn[]> = { base: [], this: [], same: [] }
      for (let r = 0; r < ROUNDS; r++)
        for (const s of round) results[s.name].push(await turn(s, source(s), concurrency))
      const b = mean(results.base)
      const others = sides.slice(1).map((s) => ({
        name: s.name,
        f: mean(results[s.name]),
        median: medianOfRounds(results[s.name], results.base),
      }))
      const line =
        `${move.padEnd(8)} group commit ${groupCommit ? 'on ' : 'off'} ${String(concurrency).padStart(2)} conn` +
        `   base ${figures(b)}` +
        others.map((o) => `   ${o.name} ${figures(o.f)}`).join('') +
        others
          .map(
            (o) =>
              `   ${o.name}/base ${((o.f.perSecond / b.perSecond) * 100).toFixed(0)} %` +
              ` (rounds' median ${(o.median * 100).toFixed(0)} %)`,
          )
          .join('') +
        (b.other + others.reduce((t, o) => t + o.f.other, 0) > 0
          ? `   non-200: base ${b.other}${others.map((o) => `, ${o.name} ${o.f.other}`).join('')}`
          : '')
      console.log(line)
    }
  }
}
for (const s of sides) s.useGroupCommit(true)
console.log(`load average after ${loadAverage()}`)
for (const s of sides) await s.close()
