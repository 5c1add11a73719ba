/**
 * Bundle size report: gzipped JS of the app's entry (what the page itself loads: its scripts and
 * module preloads and everything they import) and of each page's own chunk, against the budgets
 * (entry ≤ 100 kB gz, each page ≤ 40 kB gz); beside each page, all that opening it adds to the
 * entry (its chunk and the shared chunks it imports), then every other chunk. Brotli, which the server sends when the browser takes
 * it, is smaller still. Run `npm run bench:size` (it builds first). Exits 1 when a budget is exceeded.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const KB = 1000
const ENTRY_BUDGET = 100 * KB
const ROUTE_BUDGET = 40 * KB

interface Chunk {
  file: string
  gz: number
}

const gz = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length

/** Static imports only (`import … from "./x.js"` and bare `import "./x.js"`), not `import("./x.js")`. */
function importsOf(dist: string, rel: string): string[] {
  const code = fs.readFileSync(path.join(dist, rel), 'utf8')
  return [...code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (m) => path.join('assets', m[1] as string),
  )
}

/** `starts` and every file they import statically, transitively. */
function closure(dist: string, starts: string[]): string[] {
  const seen = new Set<string>()
  const visit = (rel: string) => {
    if (seen.has(rel)) return
    seen.add(rel)
    importsOf(dist, rel).forEach(visit)
  }
  starts.forEach(visit)
  return [...seen]
}

/** The entry: the page's scripts and module preloads, read from the built index.html, and their imports. */
function entryFiles(dist: string): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
  const refs = [...html.matchAll(/(?:src|href)="\/?(?:admin\/)?(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  )
  return closure(dist, refs)
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
  const pages = chunks.filter((c) => /Page-[\w-]+\.js$/.test(c.file))
  if (routeBudget !== null && pages.length > 0) {
    console.log(
      `  each page: its own chunk (budget ${routeBudget / KB} kB), and all it adds to the entry when opened`,
    )
    for (const page of pages) {
      const added = closure(dist, [page.file]).filter((f) => !entry.includes(f))
      const addedGz = added.reduce((sum, f) => sum + gz(path.join(dist, f)), 0)
      const over = page.gz > routeBudget
      if (over) ok = false
      console.log(
        `  ${over ? 'OVER ' : ''}${path
          .basename(page.file)
          .replace(/-[\w-]{8}\.js$/, '')
          .padEnd(
            26,
          )} ${(page.gz / KB).toFixed(1).padStart(5)} kB gz, adds ${(addedGz / KB).toFixed(1).padStart(5)} kB in ${added.length} files`,
      )
    }
  }
  console.log('  every other chunk')
  for (const c of chunks.filter((c) => !pages.includes(c))) {
    console.log(`  ${path.basename(c.file).padEnd(44)} ${(c.gz / KB).toFixed(1).padStart(6)} kB gz`)
  }
  return ok
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const appOk = report('app', path.join(root, 'web/dist'), ROUTE_BUDGET)
report('console', path.join(root, 'admin/dist'), null)
console.log(appOk ? '\napp within budget' : '\napp OVER budget')
process.exit(appOk ? 0 : 1)
