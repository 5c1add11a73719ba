/**
 * `npm run bench:start`: how long the server takes from its process starting to answering
 * `/health/live`, and its memory then, started as production starts it (compiled,
 * `node server/dist/main.js`, after `npm run build`) and from its TypeScript through tsx (as
 * `npm run dev` does; the tests' server processes did until decision 0081), in turns on one machine. SQLite in a fresh folder each start, no demo data.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../server/src/testing/server-process.ts'

const ROUNDS = Number(process.env.ROUNDS ?? 5)
const root = path.resolve(import.meta.dirname, '..')
const ways = {
  compiled: ['--enable-source-maps', 'server/dist/main.js'],
  tsx: ['--import', 'tsx', 'server/src/main.ts'],
}
if (!fs.existsSync(path.join(root, 'server/dist/main.js'))) throw new Error('run npm run build first')

async function startOnce(args: string[]): Promise<{ ms: number; rssMb: number }> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'))
  const started = performance.now()
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/health/live`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) break
      if (performance.now() - started > 60_000) throw new Error('the server did not start in 60 s')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const ms = performance.now() - started
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    return { ms, rssMb: rssKb / 1024 }
  } finally {
    child.kill('SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

const results: Record<string, { ms: number; rssMb: number }[]> = { compiled: [], tsx: [] }
for (let round = 0; round < ROUNDS; round++) {
  for (const [way, args] of Object.entries(ways)) results[way]?.push(await startOnce(args))
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
console.log(`server start to /health/live, ${ROUNDS} rounds each in turns, node ${process.version}:`)
for (const [way, runs] of Object.entries(results)) {
  console.log(
    `  ${way.padEnd(8)} median ${Math.round(median(runs.map((r) => r.ms)))} ms (${runs.map((r) => Math.round(r.ms)).join(', ')}), rss ${Math.round(median(runs.map((r) => r.rssMb)))} MB`,
  )
}
