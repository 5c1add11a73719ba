/**
 * Bundle size report: gzipped JS of the app's entry (what the first page load needs) and of each
 * lazily loaded route chunk, against the budgets (entry ≤ 160 kB gz, each route ≤ 40 kB gz).
 * Run `npm run bench:size` (it builds first). Exits 1 when a budget is exceeded.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const KB = 1000
const ENTRY_BUDGET = 160 * KB
const ROUTE_BUDGET = 40 * KB

interface Chunk {
  file: string
  gz: number
}

const gz = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length

/** The entry and everything it statically imports: read from the built index.html's module graph. */
function entryFiles(dist: string): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
  const refs = [...html.matchAll(/(?:src|href)="\/?(?:admin\/)?(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  )
  const seen = new Set<string>()
  const visit = (rel: string) => {
    if (seen.has(rel)) return
    seen.add(rel)
    const code = fs.readFileSync(path.join(dist, rel), 'utf8')
    // Static imports only (`import … from "./x.js"` and bare `import "./x.js"`), not `import("./x.js")`.
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      visit(path.join('assets', m[1] as string))
    }
  }
  refs.forEach(visit)
  return [...seen]
}

function report(name: string, dist: string, routeBudget: number | null): boolean {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.log(`${name}: not built (run npm run build)`)
    return false
  }
  const entry = entryFiles(dist)
  const all = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join('assets', f))
  const entryGz = entry.reduce((sum, f) => sum + gz(path.join(dist, f)), 0)
  const chunks: Chunk[] = all
    .filter((f) => !entry.includes(f))
    .map((f) => ({ file: f, gz: gz(path.join(dist, f)) }))
    .sort((a, b) => b.gz - a.gz)
  let ok = true
  console.log(`\n${name}`)
  console.log(
    `  entry (${entry.length} files): ${(entryGz / KB).toFixed(1)} kB gz${name === 'app' ? ` (budget ${ENTRY_BUDGET / KB} kB)` : ''}`,
  )
  if (name === 'app' && entryGz > ENTRY_BUDGET) ok = false
  for (const c of chunks) {
    const over = routeBudget !== null && c.gz > routeBudget
    if (over) ok = false
    console.log(
      `  ${over ? 'OVER ' : ''}${path.basename(c.file).padEnd(44)} ${(c.gz / KB).toFixed(1).padStart(6)} kB gz`,
    )
  }
  return ok
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const appOk = report('app', path.join(root, 'web/dist'), ROUTE_BUDGET)
report('console', path.join(root, 'admin/dist'), null)
console.log(appOk ? '\napp within budget' : '\napp OVER budget')
process.exit(appOk ? 0 : 1)
