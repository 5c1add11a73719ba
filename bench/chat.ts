/**
 * Chat load, each server in its own process (as in production), clients in this one:
 *   1. idle sockets held by one node (embedded SQLite): server RSS before and after, bytes per
 *      socket — target: 10,000 sockets under 1 GiB;
 *   2. message round trip at a steady rate: users send, each message's time until its sender gets
 *      it back (the ack) and until an operator's console gets it — on one node (SQLite, then
 *      PostgreSQL) and across two nodes on one PostgreSQL (users on A, the console on B), their
 *      live events on NOTIFY (`pg2`) and on Redis (`pg2redis`, when Redis answers).
 *      Targets at 1,000 messages a second: p99 under 50 ms on one node, under 100 ms across two.
 * Run: `npm run bench:chat` (optional: CHAT_BENCH_IDLE=10000 CHAT_BENCH_RATE=1000
 * CHAT_BENCH_SECONDS=10 CHAT_BENCH_ONLY=idle,sqlite,pg1,pg2,pg2redis CHAT_BENCH_ROUNDS=1
 * REDIS_URL=redis://127.0.0.1:6379). With several rounds the two-node parts take turns (each going first
 * in every other round), so the two transports meet the same load. A script, not a test: bounded in count and time, it stops by itself.
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { openDatabase, type Database } from '../server/src/db/database.ts'
import { startNode, type ServerNode } from '../server/src/realtime/testing/nodes.ts'
import { seedOperator, seedUsers } from '../server/src/realtime/testing/seed.ts'
import { createTestDatabase, postgresAvailable } from '../server/src/testing/databases.ts'
import { connect, percentile, waitFor, type BenchSocket } from './chat-clients.ts'
import { observeLive, type LiveObserver } from './live-observer.ts'

const IDLE = Number(process.env.CHAT_BENCH_IDLE ?? 10_000)
const RATE = Number(process.env.CHAT_BENCH_RATE ?? 1000)
const SECONDS = Number(process.env.CHAT_BENCH_SECONDS ?? 10)
const ROUNDS = Math.max(1, Number(process.env.CHAT_BENCH_ROUNDS ?? 1))
/** The Redis of `pg2redis`; no other part sees it (every node is started without `REDIS_URL`). */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
delete process.env.REDIS_URL
/** Each sender stays under the per-user limit (5 a second). */
const PER_SENDER = 4
/** The same steady rate runs this long first (connections, JIT, pools), unmeasured. */
const WARMUP_MS = 3000
const MiB = 1024 * 1024

const now = () => Math.floor(Date.now() / 1000)

function rssOf(node: ServerNode): number {
  const status = fs.readFileSync(`/proc/${node.child.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
}

async function idle(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-bench-'))
  const node = await startNode({ DATA_DIR: dataDir })
  const database = openDatabase({ sqlitePath: path.join(dataDir, 'app.sqlite') })
  try {
    const users = await seedUsers(database.db, IDLE, now())
    await new Promise((done) => setTimeout(done, 1000))
    const before = rssOf(node)
    const started = performance.now()
    const sockets: BenchSocket[] = []
    for (let i = 0; i < users.length; i += 250) {
      const batch = users.slice(i, i + 250)
      sockets.push(...(await Promise.all(batch.map((u) => connect(node.port, u.token)))))
    }
    const seconds = (performance.now() - started) / 1000
    await new Promise((done) => setTimeout(done, 3000))
    const after = rssOf(node)
    const open = sockets.filter((s) => s.ws.readyState === s.ws.OPEN).length
    console.log(`\nIdle sockets on one node (SQLite), file-descriptor limit ${fdLimit()}`)
    console.log(`  ${open} of ${IDLE} signed in and held, opened in ${seconds.toFixed(1)} s`)
    console.log(
      `  server RSS ${mb(before)} before, ${mb(after)} after: ${((after - before) / open / 1024).toFixed(1)} KiB per socket`,
    )
    console.log(`  target 10,000 under 1 GiB: ${open >= 10_000 && after < 1024 * MiB ? 'met' : 'NOT met'}`)
    for (const s of sockets) s.ws.terminate()
  } finally {
    await node.stop()
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

interface RoundTrip {
  sent: number
  ack: number[]
  delivered: number[]
  /** Two nodes: from the send until the event is on the transport, and from there to the console. */
  toTransport: number[]
  fromTransport: number[]
  /** CPU time over the sending window, in ms per message: the server processes, and PostgreSQL. */
  serverCpu: number
  postgresCpu: number
  redisCpu: number
}

/** CPU time (user + system) of a process so far, in ms; 0 once it is gone. */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
  } catch {
    return 0
  }
}
const CLOCK_TICKS = 100

/** CPU time of every process named `comm` (`postgres`, `redis-server`) so far, in ms. */
function cpuOfMs(comm: string): number {
  let total = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === comm) total += cpuMs(Number(entry))
    } catch {
      // The process ended meanwhile.
    }
  }
  return total
}

/** Users on the first node send at a steady `RATE`; an operator's console listens on the last. */
async function roundTrip(
  database: Database,
  nodes: ServerNode[],
  observer?: LiveObserver,
): Promise<RoundTrip> {
  const userPort = nodes[0]!.port
  const opPort = nodes[nodes.length - 1]!.port
  const serverCpu = () => nodes.reduce((total, node) => total + cpuMs(node.child.pid ?? 0), 0)
  const senders = await seedUsers(database.db, Math.ceil(RATE / PER_SENDER), now())
  const operator = await seedOperator(database.db, 'support', now())
  // Each message is seen twice, by its sender (the ack) and by the console; then it is forgotten.
  const sentAt = new Map<string, { at: number; measured: boolean; sightings: number }>()
  const toConsole = new Map<string, { sent: number; console: number }>()
  const result: RoundTrip = {
    ...{ sent: 0, ack: [], delivered: [], toTransport: [], fromTransport: [] },
    ...{ serverCpu: 0, postgresCpu: 0, redisCpu: 0 },
  }
  const seen = (into: number[], clientId: string) => {
    const sent = sentAt.get(clientId)
    if (!sent) return
    const at = performance.now()
    if (sent.measured) into.push(at - sent.at)
    if (sent.measured && into === result.delivered) toConsole.set(clientId, { sent: sent.at, console: at })
    if (++sent.sightings === 2) sentAt.delete(clientId)
  }
  await connect(opPort, operator.token, (frame) => {
    if (frame.type === 'message' && frame.message.from === 'user')
      seen(result.delivered, frame.message.clientId)
  })
  const sockets: BenchSocket[] = []
  for (const sender of senders) {
    sockets.push(
      await connect(userPort, sender.token, (frame) => {
        if (frame.type === 'message') seen(result.ack, frame.message.clientId)
      }),
    )
  }
  const started = performance.now()
  const cpuBefore = { server: serverCpu(), postgres: cpuOfMs('postgres'), redis: cpuOfMs('redis-server') }
  let sent = 0
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - started
      if (elapsed >= WARMUP_MS + SECONDS * 1000) {
        clearInterval(timer)
        return done()
      }
      const due = Math.floor((elapsed / 1000) * RATE)
      for (; sent < due; sent++) {
        const clientId = `bench-${sent.toString().padStart(8, '0')}`
        sentAt.set(clientId, { at: performance.now(), measured: elapsed >= WARMUP_MS, sightings: 0 })
        sockets[sent % sockets.length]?.send({ type: 'send', clientId, text: `message ${sent}` })
        if (elapsed >= WARMUP_MS) result.sent += 1
      }
    }, 2)
  })
  await waitFor(() => sentAt.size === 0, 5000)
  // The observer may hear an event a moment after the console's frame arrives: paired afterwards.
  for (const [clientId, { sent, console: at }] of toConsole) {
    const heard = observer?.heard.get(clientId)
    if (heard === undefined) continue
    result.toTransport.push(heard - sent)
    result.fromTransport.push(at - heard)
  }
  const total = Math.max(1, sent)
  result.serverCpu = (serverCpu() - cpuBefore.server) / total
  result.postgresCpu = (cpuOfMs('postgres') - cpuBefore.postgres) / total
  result.redisCpu = (cpuOfMs('redis-server') - cpuBefore.redis) / total
  for (const s of sockets) s.ws.terminate()
  return result
}

function report(label: string, r: RoundTrip, targetMs: number): void {
  const line = (name: string, values: number[]) => {
    const p99 = percentile(values, 0.99)
    return `  ${name}: p50 ${percentile(values, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${percentile(values, 1).toFixed(1)} ms (${r.sent - values.length} missing)`
  }
  console.log(
    `\n${label}: ${RATE} messages a second, ${r.sent} measured over ${SECONDS} s after ${WARMUP_MS / 1000} s of warm-up`,
  )
  console.log(line('sender ack  ', r.ack))
  console.log(line('to console  ', r.delivered))
  if (r.toTransport.length > 0) {
    console.log(line('  of which, on the transport    ', r.toTransport))
    console.log(line('  then from there to the console', r.fromTransport))
  }
  console.log(`  load average over the last minute afterwards: ${os.loadavg()[0]?.toFixed(1)}`)
  const pgCpu =
    (r.postgresCpu > 0 ? `, PostgreSQL ${r.postgresCpu.toFixed(2)} ms` : '') +
    (r.redisCpu > 0 ? `, Redis ${r.redisCpu.toFixed(2)} ms` : '')
  console.log(`  CPU per message: server processes ${r.serverCpu.toFixed(2)} ms${pgCpu}`)
  const met = percentile(r.delivered, 0.99) < targetMs && percentile(r.ack, 0.99) < targetMs
  console.log(
    `  target p99 under ${targetMs} ms: ${met && r.delivered.length === r.sent ? 'met' : 'NOT met'}`,
  )
}

async function oneNodeSqlite(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-bench-'))
  const node = await startNode({ DATA_DIR: dataDir })
  const database = openDatabase({ sqlitePath: path.join(dataDir, 'app.sqlite') })
  try {
    report('One node, SQLite', await roundTrip(database, [node]), 50)
  } finally {
    await node.stop()
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

async function onPostgres(nodeCount: 1 | 2, redisUrl?: string): Promise<void> {
  const database = await createTestDatabase('postgres')
  const env = { DATABASE_URL: database.url ?? '', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) }
  const nodes = await Promise.all(Array.from({ length: nodeCount }, () => startNode(env)))
  const observer = nodeCount === 2 ? await observeLive(database.url ?? '', redisUrl) : undefined
  try {
    const label =
      nodeCount === 1
        ? 'One node, PostgreSQL'
        : `Two nodes, PostgreSQL, live events on ${redisUrl ? 'Redis' : 'NOTIFY'} (users on A, console on B)`
    console.log(`\n/proc/loadavg before: ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`)
    report(label, await roundTrip(database, nodes, observer), nodeCount === 1 ? 50 : 100)
  } finally {
    await observer?.close()
    await Promise.all(nodes.map((n) => n.stop()))
    await database.close()
  }
}

function fdLimit(): string {
  const limits = fs.readFileSync('/proc/self/limits', 'utf8')
  return /Max open files\s+(\d+)/.exec(limits)?.[1] ?? 'unknown'
}

const mb = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`

/** Whether something accepts connections at the Redis URL's host and port. */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) })
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)))
    socket.on('connect', () => (socket.destroy(), resolve(true)))
    socket.on('error', () => resolve(false))
  })
}

/** `CHAT_BENCH_ONLY=idle,sqlite,pg1,pg2,pg2redis` runs some parts only. */
const only = new Set((process.env.CHAT_BENCH_ONLY ?? 'idle,sqlite,pg1,pg2,pg2redis').split(','))
const load = os.loadavg().map((l) => l.toFixed(1))
console.log(
  `Chat bench on ${os.cpus().length} cores, Node ${process.version}, load average ${load.join(' ')}`,
)
if (only.has('idle')) await idle()
if (only.has('sqlite')) await oneNodeSqlite()
if (['pg1', 'pg2', 'pg2redis'].some((part) => only.has(part)) && (await postgresAvailable())) {
  const withRedis = only.has('pg2redis') && (await redisAnswers(REDIS_URL))
  if (only.has('pg2redis') && !withRedis)
    console.log(`\nRedis does not answer at ${REDIS_URL}: pg2redis skipped`)
  for (let round = 1; round <= ROUNDS; round++) {
    if (ROUNDS > 1) console.log(`\nRound ${round} of ${ROUNDS}`)
    if (only.has('pg1')) await onPostgres(1)
    // The two transports take turns going first, so neither always meets what the other left.
    const pair = [only.has('pg2') ? undefined : null, withRedis ? REDIS_URL : null]
    for (const redisUrl of round % 2 === 1 ? pair : pair.reverse())
      if (redisUrl !== null) await onPostgres(2, redisUrl)
  }
}
process.exit(0)
