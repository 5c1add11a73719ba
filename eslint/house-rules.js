// @ts-check
/**
 * The house rules eslint.config.js applies: each keeps one sentence of docs/architecture.md true.
 * @typedef {import('eslint').Rule.RuleModule} RuleModule
 * @typedef {import('estree').Node} Node
 */

/** @type {RuleModule} No user-visible literal text in JSX: every string goes through i18n. */
const noJsxLiterals = {
  meta: { type: 'problem', messages: { literal: 'User-visible text must go through i18n (t()).' } },
  create(context) {
    return {
      /** @param {Node & { value: string }} node */
      JSXText(node) {
        if (/\p{L}/u.test(node.value)) context.report({ node, messageId: 'literal' })
      },
    }
  },
}

/** Kysely's query builders: every query starts with one of these. */
const QUERY_BUILDERS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'selectNoFrom',
  'replaceInto',
  'mergeInto',
])

/** @type {RuleModule} SQL (a Kysely query or the `sql` template) lives only in the owner's `*.repo.ts`. */
const sqlOnlyInRepos = {
  meta: {
    type: 'problem',
    messages: {
      builder: 'SQL belongs in a *.repo.ts: move this {{name}} query into the table owner’s repo.',
      template: 'SQL belongs in a *.repo.ts: move this sql template into the table owner’s repo.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return
        const name = callee.property.name
        if (QUERY_BUILDERS.has(name))
          context.report({ node: callee.property, messageId: 'builder', data: { name } })
      },
      TaggedTemplateExpression(node) {
        if (isSql(node.tag)) context.report({ node, messageId: 'template' })
      },
      MemberExpression(node) {
        // sql.raw(…), sql.ref(…), sql.lit(…), sql.join(…): the template's helpers.
        if (isSql(node.object)) context.report({ node, messageId: 'template' })
      },
    }
  },
}

/** @param {Node} node */
const isSql = (node) => node.type === 'Identifier' && node.name === 'sql'

const REQUEST_NAMES = new Set(['request', 'req'])
const RAW_INPUTS = new Set(['params', 'query'])

/** @type {RuleModule} Routes read params and query as the declaration parsed them, never raw. */
const noRawRequestInput = {
  meta: {
    type: 'problem',
    messages: {
      raw: 'Read {{name}} from the handler’s parsed input: declare it on the endpoint (params/query) instead of request.{{name}}.',
    },
  },
  create(context) {
    /** @param {Node} node @param {string} name */
    const report = (node, name) => context.report({ node, messageId: 'raw', data: { name } })
    return {
      MemberExpression(node) {
        if (node.object.type !== 'Identifier' || !REQUEST_NAMES.has(node.object.name)) return
        const name = propertyName(node.property, node.computed)
        if (name && RAW_INPUTS.has(name)) report(node, name)
      },
      VariableDeclarator(node) {
        // const { params, query } = request
        if (node.id.type !== 'ObjectPattern' || node.init?.type !== 'Identifier') return
        if (!REQUEST_NAMES.has(node.init.name)) return
        for (const property of node.id.properties) {
          if (property.type !== 'Property') continue
          const name = propertyName(property.key, property.computed)
          if (name && RAW_INPUTS.has(name)) report(property, name)
        }
      },
    }
  },
}

/** A module path that names a repo: `./users.repo.ts`, `../income/holdings.repo`. */
const REPO_PATH = /\.repo(\.ts)?$/

/** @type {RuleModule} Routes bind declarations to services: they read and write only through them. */
const noRepoInRoutes = {
  meta: {
    type: 'problem',
    messages: {
      repo: 'Routes bind declarations to services: reach {{source}} through a service of the module instead.',
    },
  },
  create(context) {
    /** @param {Node & { source?: Node | null }} node */
    const check = (node) => {
      const source = node.source
      if (source?.type === 'Literal' && typeof source.value === 'string' && REPO_PATH.test(source.value))
        context.report({ node: source, messageId: 'repo', data: { source: source.value } })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

/** @param {Node} key @param {boolean} computed */
function propertyName(key, computed) {
  if (!computed && key.type === 'Identifier') return key.name
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value
  return undefined
}

export const house = {
  meta: { name: 'house' },
  rules: {
    'no-jsx-literals': noJsxLiterals,
    'sql-only-in-repos': sqlOnlyInRepos,
    'no-raw-request-input': noRawRequestInput,
    'no-repo-in-routes': noRepoInRoutes,
  },
}
