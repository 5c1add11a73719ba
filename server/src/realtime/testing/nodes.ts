import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'

const ENTRY = path.join(import.meta.dirname, 'node-entry.ts')

export interface ServerNode {
  port: number
  child: ChildProcess
  stop(): Promise<void>
}

/**
 * Starts a server in its own process (`node --import tsx`), outside production, without demo data
 * and without the general request limit; resolves with its port once it listens. The start compiles
 * the server's TypeScript: a few seconds on a quiet machine, over 30 s on a busy one, so it gets
 * the 90 s a server process of the tests gets (`testing/server-process.ts`).
 */
export function startNode(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerNode> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: { ...process.env, NODE_ENV: 'test', SEED_DEMO: '0', RATE_LIMIT_PER_MINUTE: '0', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000)
  })
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done()
      const force = setTimeout(() => child.kill('SIGKILL'), 5000)
      child.once('exit', () => {
        clearTimeout(force)
        done()
      })
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`server process did not start within ${timeoutMs} ms: ${errors}`))
    }, timeoutMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server process exited (${code}): ${errors}`))
    })
    const lines = readline.createInterface({ input: child.stdout! })
    lines.once('line', (line) => {
      clearTimeout(timer)
      lines.close()
      child.stdout?.resume()
      resolve({ port: (JSON.parse(line) as { port: number }).port, child, stop })
    })
  })
}
