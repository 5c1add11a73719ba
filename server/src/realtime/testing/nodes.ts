import { spawn, type ChildProcess } from 'node:child_process'
import readline from 'node:readline'
import { compiledEntry } from '../../testing/server-build.ts'

export interface ServerNode {
  port: number
  child: ChildProcess
  stop(): Promise<void>
}

/**
 * Starts a server in its own process (`node-entry.ts`, compiled into the run's build), outside
 * production, without demo data and without the general request limit; resolves with its port once
 * it listens. It gets the 90 s a server process of the tests gets (`testing/server-process.ts`):
 * a bound on a start that hangs, not on one that is slow.
 */
export async function startNode(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerNode> {
  const child = spawn(process.execPath, await compiledEntry('node-entry'), {
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
