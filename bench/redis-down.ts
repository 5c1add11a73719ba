/**
 * The general limit while its Redis does not answer: one server process (SQLite) with
 * `REDIS_URL` and the default limit (6,000 a minute per address, taken from the store 60 at a
 * time), and 3,000 API requests in a row from one address, timed one by one. Three Redis: one that
 * answers (127.0.0.1:6379), one that refuses (a closed port), one that accepts and never answers.
 * Reports each request's time (median, p99, worst) and how many took over 200 ms.
 * Run: `npm run bench:redis-down` (optional: REDIS_BENCH_REQUESTS=3000). A script, not a test.
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { startNode } from '../server/src/realtime/testing/nodes.ts'
import { percentile } from './chat-clients.ts'

const REQUESTS = Number(process.env.REDIS_BENCH_REQUESTS ?? 3000)

/** A "Redis" that takes connections and never answers. */
async function silentServer(): Promise<net.Server> {
  const sockets: net.Socket[] = []
  const server = net.createServer((socket) => sockets.push(socket))
  server.on('close', () => sockets.forEach((s) => s.destroy()))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return server
}

async function round(name: string, redisUrl: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-bench-'))
  const node = await startNode({ DATA_DIR: dataDir, REDIS_URL: redisUrl, RATE_LIMIT_PER_MINUTE: '6000' })
  try {
    const url = `http://127.0.0.1:${node.port}/api/config/version`
    for (let i = 0; i < 50; i++) await fetch(url).then((r) => r.arrayBuffer())
    const times: number[] = []
    const statuses = new Map<number, number>()
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now()
      const response = await fetch(url)
      await response.arrayBuffer()
      times.push(performance.now() - started)
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    }
    const slow = times.filter((t) => t > 200).length
    const ms = (value: number) => `${value.toFixed(1)} ms`
    console.log(
      `${name.padEnd(28)} median ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}, worst ${ms(Math.max(...times))}, over 200 ms: ${slow}; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    )
  } finally {
    await node.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

const silent = await silentServer()
const port = (silent.address() as net.AddressInfo).port
console.log(`${REQUESTS} requests in a row from one address, limit 6,000 a minute`)
await round('Redis answers', 'redis://127.0.0.1:6379')
await round('Redis refuses (closed port)', 'redis://127.0.0.1:1')
await round('Redis never answers', `redis://127.0.0.1:${port}`)
silent.close()
