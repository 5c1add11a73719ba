import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCTS_BUY, PRODUCTS_LIST, pathOf } from '@app/contracts'
import { PLATFORM_READY } from '@app/contracts/platform'
import { postgresAvailable } from './testing/databases.ts'
import { PRICE, prepare, type World } from './testing/money-world.ts'
import { expectEveryPurchaseOnce, type SentPurchase } from './testing/settle-purchases.ts'
import { freePort, kill, startServer, type Server } from './testing/server-process.ts'

/**
 * A rolling restart of two server processes behind the shipped nginx configuration, under a load
 * of purchases and catalogue reads on keep-alive connections: each process stopped with SIGTERM
 * exits 0 within its deadline, and no request nginx sent is answered 502 (or any 5xx). The balancer
 * is real nginx, run from `deploy/nginx.conf` with only its addresses and files changed.
 */

const DEADLINE_SECONDS = 8
const CLIENTS = 4
/** Between one client's rounds: load enough to keep the connections busy, few enough purchases to check after. */
const PAUSE_MS = 50
const root = path.resolve(import.meta.dirname, '../..')

function nginxBinary(): string | undefined {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate
  }
  if (process.env.REQUIRE_NGINX === '1') throw new Error('REQUIRE_NGINX=1 but nginx is not installed')
  console.warn('!!! ROLLING-RESTART TEST SKIPPED: no nginx (install it, or REQUIRE_NGINX=1 to fail) !!!')
  return undefined
}

const nginx = nginxBinary()
const available = nginx !== undefined && (await postgresAvailable())

/** The shipped configuration with this machine's addresses: the upstream's ports, a port of its own, files in `dir`. */
function localConfig(dir: string, upstreams: number[], port: number): string {
  const shipped = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
  const local = shipped
    .replace(/^\s*resolver .*;$/m, '')
    .replace('worker_processes auto;', `worker_processes 1;\npid ${dir}/nginx.pid;`)
    .replace('server app1:8080 resolve max_fails=0;', `server 127.0.0.1:${upstreams[0]} max_fails=0;`)
    .replace('server app2:8080 resolve max_fails=0;', `server 127.0.0.1:${upstreams[1]} max_fails=0;`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('access_log /dev/stdout main;', `access_log ${dir}/access.log main;`)
    .replace('error_log /dev/stderr warn;', `error_log ${dir}/error.log warn;`)
    .replace('http {', `http {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;`)
  expect(local.replace(/#.*$/gm, '')).not.toMatch(/app[12]:8080|listen 80;|\/dev\/std/)
  return local
}

async function until(ready: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('not ready in time')
}

describe.skipIf(!available)('a rolling restart behind nginx (PostgreSQL)', () => {
  let world: World
  const servers: Server[] = []
  let balancer: ChildProcess | undefined
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'balancer-'))

  beforeAll(async () => {
    world = await prepare('postgres')
  }, 120_000)
  afterAll(async () => {
    balancer?.kill('SIGKILL')
    for (const server of servers) await kill(server)
    await world?.drop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it(
    'answers every request sent through it while each process is stopped and started again',
    {
      timeout: 300_000,
    },
    async () => {
      const ports = [await freePort(), await freePort()]
      const processEnv = (port: number) => ({
        PORT: String(port),
        SHUTDOWN_TIMEOUT_SECONDS: String(DEADLINE_SECONDS),
      })
      const started = await Promise.all(ports.map((port) => startServer(world.env, processEnv(port))))
      servers.push(...started)
      const port = await freePort()
      fs.writeFileSync(path.join(dir, 'nginx.conf'), localConfig(dir, ports, port))
      const args = ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;']
      balancer = spawn(nginx as string, args, { stdio: ['ignore', 'ignore', 'pipe'] })
      let balancerSaid = ''
      balancer.stderr?.on('data', (chunk: Buffer) => (balancerSaid += chunk.toString()))
      const base = `http://127.0.0.1:${port}`
      let lastAnswer = ''
      await until(async () => {
        const answer = await fetch(base + PLATFORM_READY.path).catch((error: Error) => ({
          status: error.message,
        }))
        lastAnswer = String(answer.status)
        return answer.status === 200
      }, 10_000).catch(() => {
        const errors = fs.existsSync(path.join(dir, 'error.log'))
          ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8')
          : ''
        throw new Error(`nginx did not answer (${lastAnswer}): ${balancerSaid}${errors}`)
      })

      // The load: each client buys and reads the catalogue in turn, on the keep-alive connections
      // fetch keeps, until told to stop.
      const sent: SentPurchase[] = []
      const statuses = new Map<number | string, number>()
      let loading = true
      const count = (status: number | string) => statuses.set(status, (statuses.get(status) ?? 0) + 1)
      const client = async (user: World['users'][number]) => {
        while (loading) {
          const key = randomUUID()
          try {
            const bought = await fetch(base + pathOf(PRODUCTS_BUY, { id: world.productId }), {
              method: 'POST',
              headers: {
                authorization: `Bearer ${user.token}`,
                'content-type': 'application/json',
                'idempotency-key': key,
              },
              body: JSON.stringify({ wallet: 'balance', expectedPrice: String(PRICE) }),
            })
            const text = await bought.text()
            count(bought.status)
            sent.push({
              userId: user.id,
              key,
              answer: {
                status: bought.status,
                body: bought.status === 200 ? JSON.parse(text) : text,
                replayed: false,
              },
            })
            const read = await fetch(base + PRODUCTS_LIST.path, {
              headers: { authorization: `Bearer ${user.token}` },
            })
            await read.arrayBuffer()
            count(read.status)
            await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
          } catch (error) {
            count(`no answer: ${(error as Error).message}`)
            sent.push({ userId: user.id, key, answer: undefined })
          }
        }
      }
      const clients = world.users.slice(0, CLIENTS).map(client)

      /** SIGTERM to one process under the load: how it exited and how long it took. */
      const stop = async (server: Server) => {
        await new Promise((resolve) => setTimeout(resolve, 1500))
        const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve))
        const signalled = Date.now()
        server.child.kill('SIGTERM')
        return { code: await exited, ms: Date.now() - signalled }
      }
      const first = await stop(started[0] as Server)
      servers[0] = await startServer(world.env, processEnv(ports[0] as number))
      const second = await stop(started[1] as Server)
      await new Promise((resolve) => setTimeout(resolve, 1000))
      loading = false
      await Promise.all(clients)

      const summary = Object.fromEntries(statuses)
      const log = fs.readFileSync(path.join(dir, 'access.log'), 'utf8')
      const balancerErrors = log.split('\n').filter((line) => / 5\d\d \d+ /.test(line))
      console.log(`rolling restart: stops ${first.ms} ms and ${second.ms} ms; answers`, summary)
      expect(first.code, started[0]?.output.join('')).toBe(0)
      expect(second.code, started[1]?.output.join('')).toBe(0)
      expect(Math.max(first.ms, second.ms)).toBeLessThan(DEADLINE_SECONDS * 1000)
      const errorLog = fs.readFileSync(path.join(dir, 'error.log'), 'utf8').split('\n').slice(0, 8).join('\n')
      expect(Object.keys(summary), errorLog).toEqual(['200'])
      expect(balancerErrors).toEqual([])
      expect(sent.length).toBeGreaterThan(CLIENTS * 4)

      // Every acknowledged purchase is there once, and the ledger holds.
      await expectEveryPurchaseOnce(servers[0] as Server, world, world.users.slice(0, CLIENTS), sent)
    },
  )
})
