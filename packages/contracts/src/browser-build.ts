import type { Plugin } from 'vite'

/** The parts of a declaration only the server reads: it validates with them and documents them. */
const SERVER_ONLY = new Set(['params', 'query', 'body', 'reply'])

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

/** Every `endpoint({ … })` call's object literal in a parsed module. */
function declarationObjects(program: Node): Node[] {
  const found: Node[] = []
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (typeof value !== 'object' || value === null) return
    const node = value as Node
    const callee = node.callee as Node | undefined
    const first = (node.arguments as Node[] | undefined)?.[0]
    if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'endpoint') {
      if (first?.type === 'ObjectExpression') found.push(first)
    }
    for (const key of Object.keys(node)) if (key !== 'type') visit(node[key])
  }
  visit(program)
  return found
}

/**
 * Removes the server-only properties from the endpoint declarations of `code`: a client calls a
 * declaration for its method, path and host, and never reads its schemas, so dropping them lets
 * the bundler leave out every schema no form uses (and zod itself from a page that has no form).
 */
export function stripServerOnly(code: string, parse: (code: string) => unknown): string {
  if (!code.includes('endpoint(')) return code
  // Each declaration's object is written anew from the properties it keeps, last to first.
  const edits = declarationObjects(parse(code) as Node).map((object) => {
    const kept = (object.properties as Node[]).filter((property) => {
      const key = property.key as Node | undefined
      return !(
        property.type === 'Property' &&
        key?.type === 'Identifier' &&
        SERVER_ONLY.has(String(key.name))
      )
    })
    return { object, text: `{ ${kept.map((p) => code.slice(p.start, p.end)).join(', ')} }` }
  })
  let out = code
  for (const { object, text } of edits.sort((x, y) => y.object.start - x.object.start))
    out = out.slice(0, object.start) + text + out.slice(object.end)
  return out
}

/** The identifier a callee chain starts from: `z` for `z.string().check(…)`. */
function rootOf(node: Node | undefined): Node | undefined {
  while (node && (node.type === 'MemberExpression' || node.type === 'CallExpression'))
    node = (node.type === 'MemberExpression' ? node.object : node.callee) as Node | undefined
  return node
}

/**
 * Marks every schema built with zod (`z.…(…)`) as pure, so the bundler drops the schemas nothing
 * uses. zod marks its functions itself, but the mark does not survive its `export *` re-exports.
 */
export function markSchemasPure(code: string, parse: (code: string) => unknown): string {
  const starts = new Set<number>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (typeof value !== 'object' || value === null) return
    const node = value as Node
    const root = rootOf(node.callee as Node | undefined)
    if (node.type === 'CallExpression' && root?.type === 'Identifier' && root.name === 'z')
      starts.add(node.start)
    for (const key of Object.keys(node)) if (key !== 'type') visit(node[key])
  }
  visit(parse(code))
  let out = code
  for (const start of [...starts].sort((a, b) => b - a))
    out = `${out.slice(0, start)}/* @__PURE__ */ ${out.slice(start)}`
  return out
}

/**
 * The clients' Vite plugin: declarations from `packages/contracts` without their schemas, and
 * schemas marked pure, so what no page uses is left out of the bundle.
 */
export function contractsForBrowser(): Plugin {
  return {
    name: 'contracts-for-browser',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/.test(id)) return null
      const parse = (text: string) => this.parse(text, { lang: 'ts' } as never)
      return { code: markSchemasPure(stripServerOnly(code, parse), parse), map: null }
    },
  }
}
