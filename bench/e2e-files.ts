/**
 * Where the browser journeys' wall time goes: runs the e2e project once, as the test command's last
 * stage runs it (on the build there is, two files at a time, in the order a clean clone gets:
 * largest file first), and prints the stage's wall time, each file's, and the time each worker
 * spent between its files (a journey's server boot and the next file's loading are not in the
 * file's own time). The report is kept (`REPORT`, else `e2e-files.json` in the system's temporary
 * folder), so a later run can be set beside it (`BASE`).
 *
 *     npm run build
 *     npm run bench:e2e
 *     REPORT=after.json BASE=before.json npm run bench:e2e
 *     FILES="e2e/app-fits-the-phone.spec.ts" npm run bench:e2e
 *     READ_ONLY=1 REPORT=after.json BASE=before.json npm run bench:e2e   # no run: the reports' figures
 *
 * The machine's load average is printed at the start and the end: the journeys are CPU-bound and
 * a loaded machine moves every figure, so compare runs made one after the other.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

interface FileResult {
  name: string
  startTime: number
  endTime: number
  status: string
}
interface Report {
  startTime: number
  success: boolean
  numFailedTests: number
  numTotalTests: number
  testResults: FileResult[]
}

const report = path.resolve(process.env.REPORT ?? path.join(os.tmpdir(), 'e2e-files.json'))
const base = process.env.BASE ? path.resolve(process.env.BASE) : undefined
const files = (process.env.FILES ?? '').split(/\s+/).filter(Boolean)
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')

/** Runs the stage; its wall time in seconds and whether it passed. */
function runStage(): { wall: number; status: number } {
  // Without the results of an earlier run, vitest starts the largest files first, as on a clean clone.
  fs.rmSync('node_modules/.vite/vitest', { recursive: true, force: true })
  const started = Date.now()
  const run = spawnSync(
    path.resolve('node_modules/.bin/vitest'),
    ['run', '--project', 'e2e', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`, ...files],
    { stdio: 'inherit' },
  )
  return { wall: (Date.now() - started) / 1000, status: run.status ?? 1 }
}

const loadBefore = load()
const stage = process.env.READ_ONLY === '1' ? undefined : runStage()
const read = (file: string): Report => JSON.parse(fs.readFileSync(file, 'utf8')) as Report

/** Each file's seconds, its start and end from the run's start; the gaps each worker left between files. */
function summary(result: Report) {
  const rows = result.testResults.map((file) => ({
    file: path.basename(file.name),
    seconds: (file.endTime - file.startTime) / 1000,
    from: (file.startTime - result.startTime) / 1000,
    to: (file.endTime - result.startTime) / 1000,
  }))
  // Two workers: a file starts on the worker that finished last before it.
  const workers = [0, 0]
  let between = 0
  for (const row of [...rows].sort((a, b) => a.from - b.from)) {
    const free = workers.map((end) => (end <= row.from ? row.from - end : Infinity))
    const worker = free[0]! <= free[1]! ? 0 : 1
    if (Number.isFinite(free[worker])) between += free[worker]!
    workers[worker] = row.to
  }
  const sum = rows.reduce((total, row) => total + row.seconds, 0)
  return { rows, sum, between, last: Math.max(...rows.map((row) => row.to)) }
}

const now = summary(read(report))
const before = base ? summary(read(base)) : undefined
const was = new Map(before?.rows.map((row) => [row.file, row.seconds]))
console.log(`\nreport: ${report}`)
if (stage) console.log(`load average at the start ${loadBefore}, at the end ${load()}`)
console.log(
  `stage: ${stage ? `${stage.wall.toFixed(1)} s wall, ` : ''}the last file ending at ${now.last.toFixed(1)} s${before ? ` (base ${before.last.toFixed(1)} s)` : ''}`,
)
console.log(
  `files: ${now.sum.toFixed(1)} s in all${before ? ` (base ${before.sum.toFixed(1)} s)` : ''}; between files ${now.between.toFixed(1)} s over both workers${before ? ` (base ${before.between.toFixed(1)} s)` : ''}`,
)
for (const row of [...now.rows].sort((a, b) => b.seconds - a.seconds)) {
  const then = was.get(row.file)
  console.log(
    `${row.seconds.toFixed(1).padStart(7)} s${then === undefined ? '' : `  (base ${then.toFixed(1)} s)`}  ${row.from.toFixed(0).padStart(4)}–${row.to.toFixed(0).padEnd(4)} ${row.file}`,
  )
}
process.exitCode = stage?.status ?? 0
