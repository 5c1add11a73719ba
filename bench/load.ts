import path from 'node:path'
import { Worker } from 'node:worker_threads'

export interface LoadJob {
  port: number
  seconds: number
  concurrency: number
  /** Each request: method, path, bearer token, body; `idempotent` adds a fresh key per request. */
  requests: { method: string; path: string; token?: string; body?: unknown; idempotent?: boolean }[]
}

export interface LoadResult {
  completed: number
  statuses: Record<number, number>
  p50: number
  p99: number
  seconds: number
}

/** Runs one load job in a worker thread (plain JavaScript, so it needs no loader). */
export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(import.meta.dirname, 'load-worker.mjs'), { workerData: job })
    worker.once('message', (result: LoadResult) => {
      void worker.terminate()
      resolve(result)
    })
    worker.once('error', reject)
  })
}

/** Runs `op` with `concurrency` loops in flight for `seconds`; returns completed operations per second. */
export async function runInProcess(
  seconds: number,
  concurrency: number,
  op: (i: number) => Promise<unknown>,
): Promise<{ completed: number; failed: number; perSecond: number }> {
  const deadline = performance.now() + seconds * 1000
  let completed = 0
  let failed = 0
  let i = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        try {
          await op(i++)
          completed++
        } catch {
          failed++
        }
      }
    }),
  )
  return { completed, failed, perSecond: completed / ((performance.now() - started) / 1000) }
}
