import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ENDPOINTS, moduleOf } from '@app/contracts/endpoints'
import { describe, expect, it } from 'vitest'

/**
 * The map in docs/architecture.md, checked: one vocabulary of module names on every side, and
 * imports that run one way (no module imports another that imports it back, and the ground floor
 * imports no module). ESLint's import/no-cycle catches circles between files; this catches circles
 * between modules, which no single file shows.
 */

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const src = path.join(repo, 'server/src')

const MODULES = fs.readdirSync(path.join(src, 'modules')).sort()

/**
 * Writes whose table is a variable, each read and found to be its module's own: the ledger's
 * check that the database refuses changes to history tries `postings` and `journal_entries`
 * (`HistoryTable`), always rolled back.
 */
const WRITES_TO_A_NAMED_VARIABLE = [
  'modules/ledger/invariants.repo.ts update ?',
  'modules/ledger/invariants.repo.ts delete from ?',
]

/** Folders of the clients that are not domains: none today; add one here with the reason. */
const UI_ONLY_FEATURES: Record<string, string> = {}

/** Contract files shared by every module (the rest are named after a module). */
const SHARED_CONTRACTS = [
  'access',
  'browser-build',
  'constants',
  'content-texts',
  'dates',
  'endpoint',
  'endpoints',
  'envelope',
  'errors',
  'i18n',
  'index',
  'money',
  'paging',
  'platform',
  'texts',
]

const listDirs = (dir: string) =>
  fs
    .readdirSync(path.join(repo, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

/** The room of a server file: its module, or its top folder (lib, db, realtime…) or file. */
function roomOf(file: string): string {
  const [top, second] = path.relative(src, file).split(path.sep)
  return top === 'modules' && second ? second : (top ?? '')
}

/** Where an import in `file` leads: every relative `import`/`export … from` and `import()`, types included. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:^(?:import|export)\s[^'"]*?from\s+|\bimport\(\s*)'(\.[^']+)'/gm)].map(
    (match) => path.resolve(path.dirname(file), match[1] ?? ''),
  )
}

/** The module a file belongs to, if any. */
function moduleOfFile(file: string): string | null {
  const [top, second] = path.relative(src, file).split(path.sep)
  return top === 'modules' && second ? second : null
}

/** The wing of a module's file (`wallet/recharges`), or null for a file at its module's root. */
function wingOfFile(file: string): string | null {
  const [top, module, wing, ...rest] = path.relative(src, file).split(path.sep)
  return top === 'modules' && module && wing && rest.length > 0 ? `${module}/${wing}` : null
}

/** Wings with a face of their own (`modules/<m>/<wing>/index.ts`): their siblings use only that. */
const WALLED_WINGS = MODULES.flatMap((module) =>
  fs
    .readdirSync(path.join(src, 'modules', module), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => fs.existsSync(path.join(src, 'modules', module, entry.name, 'index.ts')))
    .map((entry) => `${module}/${entry.name}`),
)

/**
 * Imports that reach past another module's face: `modules/<m>/<anything but index.ts>` imported
 * from outside `<m>` by code that is not a test (tests may set up from inside).
 */
function importsPastFaces(): string[] {
  return sourceFiles(src).flatMap((file) =>
    importsOf(file)
      .filter((target) => {
        const module = moduleOfFile(target)
        const face = module !== null && target === path.join(src, 'modules', module, 'index.ts')
        return module !== null && module !== moduleOfFile(file) && !face
      })
      .map((target) => `${path.relative(src, file)} → ${path.relative(src, target)}`),
  )
}

/**
 * Inside a module, imports that pass a walled wing's wall (decision 0070): a sibling reaching past
 * the wing's face, or the wing importing a sibling wing (the approvals gate imports none of the
 * actions it holds; what several wings read sits at the module's root).
 */
function importsPastWalls(): string[] {
  return sourceFiles(src).flatMap((file) =>
    importsOf(file)
      .filter((target) => {
        if (moduleOfFile(target) === null || moduleOfFile(target) !== moduleOfFile(file)) return false
        const [from, to] = [wingOfFile(file), wingOfFile(target)]
        if (from === to) return false
        const face = to !== null && target === path.join(src, 'modules', to, 'index.ts')
        const intoWall = to !== null && WALLED_WINGS.includes(to) && !face
        const outOfWall = from !== null && WALLED_WINGS.includes(from) && to !== null
        return intoWall || outOfWall
      })
      .map((target) => `${path.relative(src, file)} → ${path.relative(src, target)}`),
  )
}

/** Tables of the database (`DB` in db/schema.ts). */
function tables(): string[] {
  const schema = fs.readFileSync(path.join(src, 'db/schema.ts'), 'utf8')
  const body = /export interface DB \{([^}]*)\}/.exec(schema)?.[1] ?? ''
  return [...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1] ?? '')
}

/** Tables kept by the ground floor rather than a module. */
const GROUND_FLOOR_TABLES: Record<string, string> = { idempotency_keys: 'lib', live_events: 'realtime' }

/** Each table's owner, as the table of docs/architecture.md's "One vocabulary" states it. */
function tableOwners(): Map<string, string> {
  const doc = fs.readFileSync(path.join(repo, 'docs/architecture.md'), 'utf8')
  const section = doc.slice(
    doc.indexOf('## One vocabulary'),
    doc.indexOf('\n## ', doc.indexOf('## One vocabulary')),
  )
  const owners = new Map(Object.entries(GROUND_FLOOR_TABLES))
  for (const [, module, cell] of section.matchAll(/^\| `(\w+)`\s*\|([^|]*)\|/gm))
    if (module && MODULES.includes(module))
      // A parenthesis is a remark ("reads holdings through `income`"), not a table.
      for (const [, table] of (cell ?? '').replace(/\([^)]*\)/g, '').matchAll(/`(\w+)`/g))
        if (table) owners.set(table, module)
  return owners
}

/** Comments out of the way: a sentence such as "update users" is no statement. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1')

/** A write in raw SQL (either dialect), its verb and its table or `${` when a variable names it. */
const RAW_WRITE =
  /\b(insert\s+(?:or\s+\w+\s+)?into|replace\s+into|merge\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:"?(\w+)"?|(\$\{))/gi

/**
 * Every write the server's code spells out: a Kysely `insertInto`/`updateTable`/`deleteFrom`/
 * `replaceInto`/`mergeInto` or raw SQL (`RAW_WRITE`), as file, verb and table
 * (`?` when the table is not written out). The database layer (db/: schema, migrations) is left
 * out. A write is its owner's when it is written in the owner's files: a money statement that
 * writes several owners' tables at once is assembled from steps each owner's repo builds, so each
 * table's part is written in its owner's file.
 */
function writes(): { file: string; verb: string; table: string }[] {
  const known = new Set(tables())
  return sourceFiles(src)
    .filter((file) => roomOf(file) !== 'db')
    .flatMap((file) => {
      const text = withoutComments(fs.readFileSync(file, 'utf8'))
      const built = [
        ...text.matchAll(
          /\.(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*(?:['"`](\w+)|())/g,
        ),
      ].map(([, verb, table]) => ({ verb: verb ?? '', table: table ?? '?' }))
      const raw = [...text.matchAll(RAW_WRITE)]
        .map(([, verb, table]) => ({
          verb: (verb ?? '').toLowerCase().replace(/\s+/g, ' '),
          table: table ?? '?',
        }))
        .filter(({ table }) => table === '?' || known.has(table))
      return [...built, ...raw].map((write) => ({ file: path.relative(src, file), ...write }))
    })
}

/**
 * Imports as room → room edges: by default those that exist at run time (`import type` leaves
 * nothing behind) between modules; `types` counts type-only imports too, and `room` can be the file.
 */
function importGraph({
  room = roomOf,
  types = false,
}: { room?: (file: string) => string; types?: boolean } = {}): Map<string, Map<string, string[]>> {
  const edges = new Map<string, Map<string, string[]>>()
  const pattern = types
    ? /^(?:import|export)\s+[^'"]*?from\s+'(\.[^']+)'/gm
    : /^(?:import|export)\s+(?!type\s)[^'"]*?from\s+'(\.[^']+)'/gm
  for (const file of sourceFiles(src)) {
    const from = room(file)
    for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
      const to = room(path.resolve(path.dirname(file), match[1] ?? ''))
      if (to === from) continue
      const targets = edges.get(from) ?? new Map<string, string[]>()
      targets.set(to, [...(targets.get(to) ?? []), path.relative(src, file)])
      edges.set(from, targets)
    }
  }
  return edges
}

/** One circle of rooms, if there is one. */
function findCircle(edges: Map<string, Map<string, string[]>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>()
  const trail: string[] = []
  const visit = (room: string): string[] | null => {
    if (state.get(room) === 'done') return null
    if (state.get(room) === 'open') return [...trail.slice(trail.indexOf(room)), room]
    state.set(room, 'open')
    trail.push(room)
    for (const next of edges.get(room)?.keys() ?? []) {
      const circle = visit(next)
      if (circle) return circle
    }
    trail.pop()
    state.set(room, 'done')
    return null
  }
  for (const room of edges.keys()) {
    const circle = visit(room)
    if (circle) return circle
  }
  return null
}

describe('one map of the house', () => {
  it('has no circle between server modules', () => {
    const edges = importGraph()
    const circle = findCircle(edges)
    const via = circle
      ?.slice(1)
      .map((to, i) => `${circle[i]} → ${to} (${edges.get(circle[i] ?? '')?.get(to)?.[0]})`)
    expect(via ?? []).toEqual([])
  })

  it('has no circle between any two server files, type-only imports included', () => {
    // A type both sides need lives with the lower one (a presenter, a repo, or deps.ts).
    const circle = findCircle(importGraph({ room: (file) => path.relative(src, file), types: true }))
    expect(circle ?? []).toEqual([])
  })

  it('keeps the ground floor (lib, db) and the audit log free of imports from any module', () => {
    const edges = importGraph()
    const upward = ['lib', 'db', 'audit'].flatMap((room) =>
      [...(edges.get(room)?.entries() ?? [])]
        .filter(([to]) => MODULES.includes(to) || to === 'realtime' || to === 'seed')
        .map(([to, files]) => `${room} → ${to} (${files[0]})`),
    )
    expect(upward).toEqual([])
  })

  it('names every feature folder of the app and the console after a server module', () => {
    const strays = [
      ...listDirs('web/src/features').map((f) => `web/src/features/${f}`),
      ...listDirs('admin/src/features').map((f) => `admin/src/features/${f}`),
    ].filter((folder) => {
      const name = path.basename(folder)
      return !MODULES.includes(name) && !(name in UI_ONLY_FEATURES)
    })
    expect(strays).toEqual([])
  })

  it('keeps one contract file per module, named after it', () => {
    const strays = fs
      .readdirSync(path.join(repo, 'packages/contracts/src'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .filter((name) => !SHARED_CONTRACTS.includes(name) && !MODULES.includes(name.split('-')[0] ?? ''))
    expect(strays).toEqual([])
  })

  it('declares every endpoint under the module that serves it', () => {
    const strays = ENDPOINTS.map((e) => e.id).filter((id) => {
      const module = moduleOf({ id })
      return module !== 'platform' && !MODULES.includes(module)
    })
    expect(strays).toEqual([])
  })

  it('reaches another module only through its face', () => {
    expect(importsPastFaces()).toEqual([])
  })

  it('walls the approvals gate: its siblings use its face, and it imports none of them', () => {
    expect(WALLED_WINGS).toContain('wallet/approvals')
    expect(importsPastWalls()).toEqual([])
  })

  it('gives every table one owner, and names no table the schema lacks', () => {
    const owners = tableOwners()
    expect(tables().filter((table) => !owners.has(table))).toEqual([])
    expect([...owners.keys()].filter((table) => !tables().includes(table))).toEqual([])
  })

  it('writes a table only in its owner’s files', () => {
    const owners = tableOwners()
    const strays = writes()
      .filter(({ file, table }) => table !== '?' && owners.get(table) !== roomOf(path.join(src, file)))
      .map(({ file, verb, table }) => `${file} ${verb} ${table} (owner ${owners.get(table)})`)
    expect(strays).toEqual([])
  })

  it('names the table of every write, save those read and listed', () => {
    const unnamed = writes()
      .filter(({ table }) => table === '?')
      .map(({ file, verb }) => `${file} ${verb} ?`)
    expect(unnamed).toEqual(WRITES_TO_A_NAMED_VARIABLE)
  })
})
