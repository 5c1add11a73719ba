/**
 * A real server process, compiled as `npm start` runs it (tests and the crash suite stop, kill and
 * restart it): a database it opens, the process itself, and requests to it that report "no answer"
 * instead of throwing when the connection dies.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { PLATFORM_READY } from '@app/contracts/platform'
import { openDatabase, type Database, type Dialect } from '../db/database.ts'
import { testPgUrl } from './databases.ts'
import { compiledEntry } from './server-build.ts'

const root = path.resolve(import.meta.dirname, '../../..')

export interface Request {
  method: string
  path: string
  token: string
  body?: unknown
  key?: string
}

export interface Answer {
  status: number
  body: unknown
  replayed?: boolean
}

export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** A new database the server process will open: a file in a new folder, or a new PostgreSQL database. */
export async function newDatabase(
  dialect: Dialect,
): Promise<{ database: Database; env: NodeJS.ProcessEnv; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-'))
    const database = openDatabase({ sqlitePath: path.join(dir, 'app.sqlite') })
    return {
      database,
      env: { DATA_DIR: dir },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    }
  }
  const name = `server_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: testPgUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(testPgUrl)
  url.pathname = `/${name}`
  const drop = async () => {
    const client = new pg.Client({ connectionString: testPgUrl })
    await client.connect()
    await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
  }
  return {
    database: openDatabase({ url: url.toString(), poolSize: 4 }),
    env: { DATABASE_URL: url.toString() },
    drop,
  }
}

/** Users with money and a receipt account, an operator, a product and a channel, made in process. */
export interface Server {
  child: ChildProcess
  base: string
  output: string[]
}

/**
 * How long a start may take: the compiled server answers ready in about 3 s on two loaded cores
 * (`npm run bench:start`), and far later when other test files' servers and databases hold them:
 * the deadline bounds a start that hangs, not one that is slow.
 */
const START_DEADLINE_MS = 90_000

/**
 * The time a test that starts the server twice (and loads it in between) is given: two starts at
 * their deadline, and half a minute of its own. Two such tests may run at once, each starting
 * server processes, on a machine two test files already share.
 */
export const TWO_STARTS_TEST_TIMEOUT_MS = 2 * START_DEADLINE_MS + 30_000

/**
 * Starts the compiled server (`main.js` of the run's build, as `npm start` starts it) on 127.0.0.1
 * and waits until it is ready: on a free port, or on `extraEnv.PORT` (a process restarted where a
 * balancer expects it).
 */
export async function startServer(
  databaseEnv: NodeJS.ProcessEnv,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<Server> {
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort()
  const output: string[] = []
  const child = spawn(process.execPath, await compiledEntry('main'), {
    cwd: root,
    env: {
      ...process.env,
      ...databaseEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  // A test that timed out before it killed its server would leave it running after the test process.
  const killChild = () => child.kill('SIGKILL')
  process.once('exit', killChild)
  child.once('exit', () => process.off('exit', killChild))
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + START_DEADLINE_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output.join('')}`)
    try {
      const response = await fetch(base + PLATFORM_READY.path, { signal: AbortSignal.timeout(1000) })
      if (response.status === 200) return { child, base, output }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`the server did not become ready:\n${output.join('')}`)
}

export function kill(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve()
    server.child.once('exit', () => resolve())
    server.child.kill('SIGKILL')
  })
}

/** Sends one request; `undefined` when no answer came back (the connection died). */
export async function send(base: string, r: Request): Promise<Answer | undefined> {
  try {
    const response = await fetch(base + r.path, {
      method: r.method,
      headers: {
        authorization: `Bearer ${r.token}`,
        ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(r.key ? { 'idempotency-key': r.key } : {}),
      },
      body: r.body === undefined ? undefined : JSON.stringify(r.body),
      signal: AbortSignal.timeout(10_000),
    })
    const text = await response.text()
    return {
      status: response.status,
      body: JSON.parse(text) as unknown,
      replayed: response.headers.get('idempotent-replayed') === 'true',
    }
  } catch {
    return undefined
  }
}

/** One random money request: a user's (with a key) or an operator's decision on an earlier one. */
