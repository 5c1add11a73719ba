import { execFile, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
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

/** Which load generator this machine has: wrk (C, one thread) when installed, else the Node worker. */
export const LOAD_GENERATOR = hasWrk() ? 'wrk' : 'node'

function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' })
    return true
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary is "absent".
    return (error as { code?: string }).code !== 'ENOENT'
  }
}

/**
 * Runs one load job with wrk when installed (it saturates the server, not itself), else in a Node
 * worker thread (which saturates first on two cores, so ratios measured with it are lower bounds).
 */
export function runLoad(job: LoadJob): Promise<LoadResult> {
  return LOAD_GENERATOR === 'wrk' ? runWrk(job) : runWorker(job)
}

const lua = (value: string) => JSON.stringify(value)

/**
 * The requests as data, one a line (method, path, token, body, idempotent; tab-separated: a JSON
 * body has no raw tab or newline), which the script reads at its start. Written into the script as
 * table constants instead, a phase of more than 65,536 requests stopped Lua from loading it.
 */
function wrkRequests(job: LoadJob): string {
  return job.requests
    .map((r) =>
      [
        r.method,
        r.path,
        r.token ?? '',
        r.body === undefined ? '' : JSON.stringify(r.body),
        r.idempotent ? '1' : '0',
      ].join('\t'),
    )
    .join('\n')
}

/** A wrk script that rotates through the requests, with a fresh Idempotency-Key where asked. */
function wrkScript(requestsFile: string): string {
  return `local reqs = {}
for line in io.lines(${lua(requestsFile)}) do
  local method, path, token, body, idem = line:match("^([^\t]*)\t([^\t]*)\t([^\t]*)\t([^\t]*)\t([^\t]*)$")
  local headers = {}
  if body ~= "" then headers["Content-Type"] = "application/json" end
  if token ~= "" then headers["Authorization"] = "Bearer " .. token end
  reqs[#reqs + 1] = {method=method, path=path, headers=headers, body=(body ~= "" and body or nil), idem=(idem == "1")}
end
local n = 0
local run = ${lua(`${process.pid}-${Date.now()}`)}
request = function()
  n = n + 1
  local r = reqs[(n % #reqs) + 1]
  local h = {}
  for k, v in pairs(r.headers) do h[k] = v end
  if r.idem then h["Idempotency-Key"] = "w-" .. run .. "-" .. n end
  return wrk.format(r.method, r.path, h, r.body)
end
done = function(summary, latency, requests)
  io.write(string.format("RESULT %d %d %d %f %f %f\\n", summary.requests, summary.errors.status, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout, latency:percentile(50) / 1000, latency:percentile(99) / 1000, summary.duration / 1e6))
end
`
}

function runWrk(job: LoadJob): Promise<LoadResult> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-'))
  const script = path.join(folder, 'load.lua')
  const requestsFile = path.join(folder, 'requests.tsv')
  fs.writeFileSync(requestsFile, wrkRequests(job))
  fs.writeFileSync(script, wrkScript(requestsFile))
  const args = [
    '-t1',
    `-c${job.concurrency}`,
    `-d${job.seconds}s`,
    '--timeout',
    '10s',
    '-s',
    script,
    `http://127.0.0.1:${job.port}`,
  ]
  return new Promise((resolve, reject) => {
    execFile('wrk', args, (error, stdout) => {
      fs.rmSync(path.dirname(script), { recursive: true, force: true })
      const match = /RESULT (\d+) (\d+) (\d+) ([\d.]+) ([\d.]+) ([\d.]+)/.exec(stdout)
      if (error || !match) return reject(error ?? new Error(`wrk gave no result: ${stdout}`))
      const [, requests, non2xx, socketErrors, p50, p99, seconds] = match.map(Number) as number[]
      resolve({
        completed: requests!,
        // wrk counts statuses only as 2xx/3xx or not; that is all the ratios need.
        statuses: Object.fromEntries(
          Object.entries({ 200: requests! - non2xx!, 400: non2xx!, 0: socketErrors! }).filter(
            ([, n]) => n > 0,
          ),
        ),
        p50: p50!,
        p99: p99!,
        seconds: seconds!,
      })
    })
  })
}

/** Runs one load job in a worker thread (plain JavaScript, so it needs no loader). */
function runWorker(job: LoadJob): Promise<LoadResult> {
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
