/**
 * Bundle size report: gzipped JS of the app's and the console's entries (what the page itself
 * loads: its scripts and module preloads and everything they import) and of each page's own chunk,
 * against the budgets (app: entry ≤ 100 kB gz, each page ≤ 40 kB gz; console: entry ≤ 200 kB gz,
 * every page a chunk of its own); beside each page, all that opening it adds to the entry (its chunk
 * and the shared chunks it imports, the console's frames included), then every other chunk. Brotli,
 * which the server sends when the browser takes it, is smaller still. Run `npm run bench:size` (it
 * builds first). Exits 1 when a budget is exceeded or a console page is not loaded lazily.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const KB = 1000
const ENTRY_BUDGET = 100 * KB
const ROUTE_BUDGET = 40 * KB
const CONSOLE_ENTRY_BUDGET = 200 * KB
/**
 * The console's frames, loaded with the first screen beside its page: every screen's (messages,
 * dialogs) and the signed-in one's (menu, header). A page's "adds" counts them, so it is all that
 * opening that page first costs after the entry.
 */
const CONSOLE_FRAMES = ['AppFrame', 'Shell']

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

interface Budgets {
  entry: number
  /** Each page's own chunk; null: sizes shown without a budget. */
  page: number | null
  /** The pages that must each be a chunk of their own, outside the entry (`Name` of `NamePage`); [] for any. */
  pages: string[]
  /** Chunks shown beside the pages as what the pages stand in (the console's frames), by name. */
  frames: string[]
}

const nameOf = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, '')
const kb = (bytes: number) => `${(bytes / KB).toFixed(1).padStart(5)} kB gz`

function report(name: string, dist: string, budgets: Budgets): boolean {
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
  /** All that opening `starts` adds to the entry: the chunks and the shared chunks they import. */
  const adds = (starts: string[]) => {
    const added = closure(dist, starts).filter((f) => !entry.includes(f))
    return { files: added.length, gz: added.reduce((sum, f) => sum + gz(path.join(dist, f)), 0) }
  }
  let ok = entryGz <= budgets.entry
  console.log(`\n${name}`)
  console.log(
    `  ${ok ? '' : 'OVER '}entry (${entry.length} files): ${kb(entryGz).trim()} (budget ${budgets.entry / KB} kB)`,
  )
  const frames = chunks.filter((c) => budgets.frames.includes(nameOf(c.file)))
  for (const frame of frames) {
    const added = adds([frame.file])
    console.log(
      `  frame ${nameOf(frame.file).padEnd(20)} ${kb(frame.gz)}, adds ${kb(added.gz)} in ${added.files} files`,
    )
  }
  const pages = chunks.filter((c) => /Page-[\w-]+\.js$/.test(c.file))
  for (const missing of budgets.pages.filter((p) => !pages.some((c) => nameOf(c.file) === `${p}Page`))) {
    ok = false
    console.log(`  NOT LAZY ${missing}Page: no chunk of its own outside the entry`)
  }
  if (pages.length > 0) {
    const budget = budgets.page === null ? '' : ` (budget ${budgets.page / KB} kB)`
    console.log(`  each page: its own chunk${budget}, and all it adds to the entry when opened`)
  }
  for (const page of pages) {
    const added = adds([page.file, ...frames.map((f) => f.file)])
    const over = budgets.page !== null && page.gz > budgets.page
    if (over) ok = false
    console.log(
      `  ${over ? 'OVER ' : ''}${nameOf(page.file).padEnd(26)} ${kb(page.gz)}, adds ${kb(added.gz)} in ${added.files} files${frames.length > 0 ? ' (frames included)' : ''}`,
    )
  }
  console.log('  every other chunk')
  for (const c of chunks.filter((c) => !pages.includes(c) && !frames.includes(c))) {
    console.log(`  ${path.basename(c.file).padEnd(44)} ${(c.gz / KB).toFixed(1).padStart(6)} kB gz`)
  }
  return ok
}

/** The console's routed pages, read from its navigation table and router (`…/pages/NamePage.tsx`). */
function consolePages(root: string): string[] {
  const files = ['admin/src/app/nav.tsx', 'admin/src/app/router.tsx']
  const text = files.map((f) => fs.readFileSync(path.join(root, f), 'utf8')).join('\n')
  return [...new Set([...text.matchAll(/pages\/(\w+)Page\.tsx/g)].map((m) => m[1] as string))]
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const appOk = report('app', path.join(root, 'web/dist'), {
  entry: ENTRY_BUDGET,
  page: ROUTE_BUDGET,
  pages: [],
  frames: [],
})
const consoleOk = report('console', path.join(root, 'admin/dist'), {
  entry: CONSOLE_ENTRY_BUDGET,
  page: null,
  pages: consolePages(root),
  frames: CONSOLE_FRAMES,
})
console.log(appOk ? '\napp within budget' : '\napp OVER budget')
console.log(consoleOk ? 'console within budget, every page lazy' : 'console OVER budget or a page not lazy')
process.exit(appOk && consoleOk ? 0 : 1)
