/**
 * Chat load, each server in its own process (as in production), clients in this one:
 *   1. idle sockets held by one node (embedded SQLite): server RSS before and after, bytes per
 *      socket — target: 10,000 sockets under 1 GiB;
 *   2. message round trip at a steady rate: users send, each message's time until its sender gets
 *      it back (the ack) and until an operator's console gets it — on one node (SQLite, then
 *      PostgreSQL) and across two nodes on one PostgreSQL (users on A, the console on B).
 *      Targets at 1,000 messages a second: p99 under 50 ms on one node, under 100 ms across two.
 * Run: `npm run bench:chat` (optional: CHAT_BENCH_IDLE=10000 CHAT_BENCH_RATE=1000
 * CHAT_BENCH_SECONDS=10 CHAT_BENCH_ONLY=idle,sqlite,pg1,pg2). A script, not a test: bounded in count and time, it stops by itself.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase, type Database } from '../server/src/db/database.ts'
import { startNode, type ServerNode } from '../server/src/realtime/testing/nodes.ts'
import { seedOperator, seedUsers } from '../server/src/realtime/testing/seed.ts'
import { createTestDatabase, postgresAvailable } from '../server/src/testing/databases.ts'
import { connect, percentile, waitFor, type BenchSocket } from './chat-clients.ts'

const IDLE = Number(process.env.CHAT_BENCH_IDLE ?? 10_000)
const RATE = Number(process.env.CHAT_BENCH_RATE ?? 1000)
const SECONDS = Number(process.env.CHAT_BENCH_SECONDS ?? 10)
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
  /** CPU time over the sending window, in ms per message: the server processes, and PostgreSQL. */
  serverCpu: number
  postgresCpu: number
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

function postgresCpuMs(): number {
  let total = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(Number(entry))
    } catch {
      // The process ended meanwhile.
    }
  }
  return total
}

/** Users on the first node send at a steady `RATE`; an operator's console listens on the last. */
async function roundTrip(database: Database, nodes: ServerNode[]): Promise<RoundTrip> {
  const userPort = nodes[0]!.port
  const opPort = nodes[nodes.length - 1]!.port
  const serverCpu = () => nodes.reduce((total, node) => total + cpuMs(node.child.pid ?? 0), 0)
  const senders = await seedUsers(database.db, Math.ceil(RATE / PER_SENDER), now())
  const operator = await seedOperator(database.db, 'support', now())
  // Each message is seen twice, by its sender (the ack) and by the console; then it is forgotten.
  const sentAt = new Map<string, { at: number; measured: boolean; sightings: number }>()
  const result: RoundTrip = { sent: 0, ack: [], delivered: [], serverCpu: 0, postgresCpu: 0 }
  const seen = (into: number[], clientId: string) => {
    const sent = sentAt.get(clientId)
    if (!sent) return
    if (sent.measured) into.push(performance.now() - sent.at)
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
  const cpuBefore = { server: serverCpu(), postgres: postgresCpuMs() }
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
  const total = Math.max(1, sent)
  result.serverCpu = (serverCpu() - cpuBefore.server) / total
  result.postgresCpu = (postgresCpuMs() - cpuBefore.postgres) / total
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
  console.log(`  load average over the last minute afterwards: ${os.loadavg()[0]?.toFixed(1)}`)
  const pgCpu = r.postgresCpu > 0 ? `, PostgreSQL ${r.postgresCpu.toFixed(2)} ms` : ''
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

async function onPostgres(nodeCount: 1 | 2): Promise<void> {
  const database = await createTestDatabase('postgres')
  const env = { DATABASE_URL: database.url ?? '' }
  const nodes = await Promise.all(Array.from({ length: nodeCount }, () => startNode(env)))
  try {
    const label =
      nodeCount === 1 ? 'One node, PostgreSQL' : 'Two nodes, PostgreSQL (users on A, console on B)'
    report(label, await roundTrip(database, nodes), nodeCount === 1 ? 50 : 100)
  } finally {
    await Promise.all(nodes.map((n) => n.stop()))
    await database.close()
  }
}

function fdLimit(): string {
  const limits = fs.readFileSync('/proc/self/limits', 'utf8')
  return /Max open files\s+(\d+)/.exec(limits)?.[1] ?? 'unknown'
}

const mb = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`

/** `CHAT_BENCH_ONLY=idle,sqlite,pg1,pg2` runs some parts only. */
const only = new Set((process.env.CHAT_BENCH_ONLY ?? 'idle,sqlite,pg1,pg2').split(','))
const load = os.loadavg().map((l) => l.toFixed(1))
console.log(
  `Chat bench on ${os.cpus().length} cores, Node ${process.version}, load average ${load.join(' ')}`,
)
if (only.has('idle')) await idle()
if (only.has('sqlite')) await oneNodeSqlite()
if ((only.has('pg1') || only.has('pg2')) && (await postgresAvailable())) {
  if (only.has('pg1')) await onPostgres(1)
  if (only.has('pg2')) await onPostgres(2)
}
process.exit(0)
