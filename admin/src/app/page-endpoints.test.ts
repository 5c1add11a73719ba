import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import * as contracts from '@app/contracts'
import * as platform from '@app/contracts/platform'
import { OPERATOR_ROLES, roleMayCall, type Endpoint, type OperatorRole } from '@app/contracts'
import { findNavEntry, NAV } from './nav.tsx'

/**
 * Each console page's roles against the server's rule for every endpoint the page may call, both
 * read from the code: the roles from the navigation table (`NAV`, the same one the menu and the role
 * gate use; a route outside it, under the signed-in frame, is open to every role), the endpoints
 * from the declarations the page's files import, following its imports (lazy ones too) through
 * features and `lib/`, and the server's rule from each declaration's `access`, which its guard
 * applies. A page may reach an endpoint one of its roles may not call only when it asks
 * `useMayCall` about that endpoint, so it offers the action to the roles the server lets take it.
 */

const appDir = import.meta.dirname

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Endpoint>).id === 'string' &&
  (value as Partial<Endpoint>).access !== undefined

/** Every endpoint declaration by its exported name. */
const endpointsByName = new Map<string, Endpoint>()
for (const [name, value] of Object.entries({ ...contracts, ...platform }) as [string, unknown][])
  if (isEndpoint(value)) endpointsByName.set(name, value)

const parse = (file: string) =>
  ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)

function resolveRelative(from: string, specifier: string): string {
  const resolved = path.resolve(path.dirname(from), specifier)
  if (!fs.existsSync(resolved)) throw new Error(`${from}: cannot resolve ${specifier}`)
  return resolved
}

const importedPath = (node: ts.Node): string | undefined =>
  ts.isCallExpression(node) &&
  node.expression.kind === ts.SyntaxKind.ImportKeyword &&
  node.arguments[0] &&
  ts.isStringLiteral(node.arguments[0])
    ? node.arguments[0].text
    : undefined

interface FileFacts {
  /** Console files it loads, statically or lazily (type-only imports left out). */
  loads: string[]
  /** Endpoint declarations it imports as values. */
  endpoints: Endpoint[]
  /** Endpoints it asks `useMayCall` about. */
  asked: Endpoint[]
}

function factsOf(file: string): FileFacts {
  const facts: FileFacts = { loads: [], endpoints: [], asked: [] }
  /** Local names of the declarations imported from the contracts. */
  const local = new Map<string, Endpoint>()
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const specifier =
        node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : ''
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly === true : node.isTypeOnly
      if (!typeOnly && specifier.startsWith('.')) facts.loads.push(resolveRelative(file, specifier))
      const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : undefined
      if (!typeOnly && specifier.startsWith('@app/contracts') && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          const declared = endpointsByName.get((element.propertyName ?? element.name).text)
          if (declared && !element.isTypeOnly) {
            facts.endpoints.push(declared)
            local.set(element.name.text, declared)
          }
        }
      }
    }
    const lazy = importedPath(node)
    if (lazy?.startsWith('.')) facts.loads.push(resolveRelative(file, lazy))
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'useMayCall'
    ) {
      for (const argument of node.arguments) {
        const declared = ts.isIdentifier(argument) ? local.get(argument.text) : undefined
        if (!declared)
          throw new Error(`${file}: useMayCall is asked about something not imported from the contracts`)
        facts.asked.push(declared)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(parse(file))
  return facts
}

/** The routing tables load every page lazily; each page is checked on its own, with its roles. */
const routing = new Set(['nav.tsx', 'router.tsx'].map((file) => path.join(appDir, file)))

/** What `page` and every file it loads import and ask about. */
function reachedFrom(page: string): { endpoints: Map<string, Endpoint>; asked: Set<string>; files: number } {
  const endpoints = new Map<string, Endpoint>()
  const asked = new Set<string>()
  const seen = new Set<string>()
  const queue = [page]
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue
    seen.add(next)
    const facts = factsOf(next)
    for (const declared of facts.endpoints) endpoints.set(declared.id, declared)
    for (const declared of facts.asked) asked.add(declared.id)
    if (!routing.has(next)) queue.push(...facts.loads.filter((loaded) => /\.tsx?$/.test(loaded)))
  }
  return { endpoints, asked, files: seen.size }
}

/** Each route in a routing file that names a path, with the file its own `import()` loads. */
function routesIn(file: string): { path: string; page: string }[] {
  const routes: { path: string; page: string }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const own = node.properties.filter(
        (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name),
      )
      const routePath = own.find((p) => (p.name as ts.Identifier).text === 'path')?.initializer
      let imported: string | undefined
      const findImport = (inner: ts.Node) => {
        imported ??= importedPath(inner)
        ts.forEachChild(inner, findImport)
      }
      // The route's own page, not its children's.
      for (const p of own) if ((p.name as ts.Identifier).text !== 'children') findImport(p)
      if (routePath && ts.isStringLiteral(routePath) && imported)
        routes.push({ path: routePath.text, page: resolveRelative(file, imported) })
    }
    ts.forEachChild(node, visit)
  }
  visit(parse(file))
  return routes
}

interface ConsolePage {
  path: string
  file: string
  roles: readonly OperatorRole[]
}

const navRoutes = routesIn(path.join(appDir, 'nav.tsx'))
/** Every page an operator opens, with the roles that open it; the signed-in frame with every role. */
const pages: ConsolePage[] = [
  ...NAV.map((entry) => ({
    path: entry.path,
    file: navRoutes.find((route) => route.path === entry.path)?.page ?? '',
    roles: entry.roles,
  })),
  ...routesIn(path.join(appDir, 'router.tsx')).map((route) => ({
    path: route.path,
    file: route.page,
    roles: findNavEntry(route.path.startsWith('/') ? route.path : `/${route.path}`)?.roles ?? OPERATOR_ROLES,
  })),
]

describe('each console page and the endpoints it calls', () => {
  it('finds every page of the navigation and of the router, and what each page calls', () => {
    expect(navRoutes.map((route) => route.path)).toEqual(NAV.map((entry) => entry.path))
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/', 'users/:id', '/login']))
    for (const page of pages.filter((p) => !['/login', '*'].includes(p.path)))
      expect(reachedFrom(page.file).endpoints.size, page.path).toBeGreaterThan(0)
    // The signed-in frame asks who the operator is; the dashboard counts what waits.
    const frame = reachedFrom(path.join(appDir, 'Shell.tsx')).endpoints
    expect([...frame.keys()]).toContain(contracts.AUTH_OPS_ME.id)
  })

  it.each(pages.map((page) => [page.path, page] as const))(
    '%s: each of its roles may call each endpoint it offers them',
    (_, page) => {
      const { endpoints, asked } = reachedFrom(page.file)
      const refused = page.roles.flatMap((role) =>
        [...endpoints.values()]
          .filter((declared) => !roleMayCall(declared.access, role) && !asked.has(declared.id))
          .map((declared) => `${role} may not call ${declared.id}`),
      )
      expect(refused).toEqual([])
    },
  )
})
