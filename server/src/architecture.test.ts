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
})
