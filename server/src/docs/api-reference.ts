import { errorStatus } from '@app/contracts'
import { PLATFORM_DOCS, PLATFORM_OPENAPI } from '@app/contracts/platform'
import type { JsonSchema } from '../lib/json-schema.ts'
import type { OpenApiDocument, Operation } from './openapi.ts'
import { schemaText } from './schema-text.ts'

/**
 * The API reference for people, in Markdown (`docs/api.md`) and as a web page (`/api/docs`), both
 * rendered from the OpenAPI document, so the three always say the same.
 */

interface Entry {
  method: string
  path: string
  operation: Operation
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete']

/** Endpoints by module, each module's by path and then method. */
function entriesByTag(document: OpenApiDocument): Map<string, Entry[]> {
  const byTag = new Map<string, Entry[]>(document.tags.map((t) => [t.name, []]))
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      byTag.get(operation.tags[0] ?? '')?.push({ method, path, operation })
    }
  }
  for (const entries of byTag.values()) {
    entries.sort(
      (a, b) =>
        a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
    )
  }
  return byTag
}

interface Block {
  label: string
  code: string
}

/** What the reference says about one endpoint, whatever the format. */
function describe(entry: Entry): { title: string; summary: string; facts: string[]; blocks: Block[] } {
  const { operation } = entry
  const facts = [`Access: ${operation['x-access']}.`]
  const params = operation.parameters ?? []
  const path = params.filter((p) => p.in === 'path')
  const query = params.filter((p) => p.in === 'query')
  if (params.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'))
    facts.push('Moves money: send an `Idempotency-Key` header, one per user action.')
  const success = operation.responses[200]
  const upgrade = operation.responses[101]
  if (upgrade) facts.push(`WebSocket. ${upgrade.description}`)
  if (success?.description.startsWith('Success; ')) facts.push(`Message: ${success.description.slice(9)}`)
  const blocks: Block[] = []
  const fields = (list: typeof params) =>
    `{ ${list.map((p) => `${p.name}${p.required ? '' : '?'}: ${schemaText(p.schema)}`).join(', ')} }`
  if (path.length > 0) blocks.push({ label: 'Path', code: fields(path) })
  if (query.length > 0) blocks.push({ label: 'Query', code: fields(query) })
  const body = operation.requestBody?.content['application/json'].schema
  if (body) blocks.push({ label: 'Body', code: schemaText(body) })
  const reply = success?.content?.['application/json'].schema
  if (reply) {
    const data = (reply.properties as Record<string, JsonSchema> | undefined)?.data
    blocks.push(
      data ? { label: 'Reply `data`', code: schemaText(data) } : { label: 'Reply', code: schemaText(reply) },
    )
  }
  const failures = Object.entries(operation.responses)
    .filter(([status]) => Number(status) >= 400)
    .map(([status, r]) => `${status} (${r.description})`)
  if (failures.length > 0) facts.push(`Fails with ${failures.join('; ')}.`)
  return {
    title: `${entry.method.toUpperCase()} ${entry.path.replace(/\{(\w+)\}/g, ':$1')}`,
    summary: operation.summary,
    facts,
    blocks,
  }
}

const INTRO = (document: OpenApiDocument) => [
  document.info.description,
  'A money-moving request carries an `Idempotency-Key`: a repeat with the same key and body replays the',
  'stored answer (header `idempotent-replayed: true`), the same key with another body is refused (422),',
  'and a repeat while the first is still running is refused (409).',
]

const ERROR_TABLE = [
  '| Error code | HTTP status |',
  '| --- | --- |',
  ...Object.entries(errorStatus).map(([code, status]) => `| \`${code}\` | ${status} |`),
]

export function apiMarkdown(document: OpenApiDocument): string {
  const lines = [
    '# HTTP API',
    '',
    '<!-- Generated from the endpoint declarations in packages/contracts by `npm run docs:api`; a test fails when it is stale. -->',
    '',
    `The server serves this reference at \`${PLATFORM_DOCS.path}\` and as OpenAPI 3.1 at \`${PLATFORM_OPENAPI.path}\``,
    '(outside production, or with `API_DOCS=1`).',
    '',
    ...INTRO(document),
    '',
    ...ERROR_TABLE,
    '',
  ]
  const byTag = entriesByTag(document)
  lines.push('Modules: ' + [...byTag.keys()].map((tag) => `[${tag}](#${tag})`).join(' · '), '')
  for (const [tag, entries] of byTag) {
    lines.push(`## ${tag}`, '')
    for (const entry of entries) {
      const { title, summary, facts, blocks } = describe(entry)
      lines.push(`### \`${title}\``, '', summary, '', ...facts.map((f) => `- ${f}`), '')
      for (const block of blocks) lines.push(`${block.label}:`, '', '```ts', block.code, '```', '')
    }
  }
  return `${lines.join('\n').trimEnd()}\n`
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

/** Inline `code` spans of the Markdown texts, as HTML. */
const inline = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>')

export function apiPage(document: OpenApiDocument): string {
  const byTag = entriesByTag(document)
  const sections = [...byTag].map(([tag, entries]) => {
    const items = entries.map((entry) => {
      const { title, summary, facts, blocks } = describe(entry)
      return [
        `<details><summary><code>${escape(title)}</code> ${inline(summary)}</summary>`,
        `<ul>${facts.map((f) => `<li>${inline(f)}</li>`).join('')}</ul>`,
        ...blocks.map((b) => `<p>${inline(b.label)}:</p><pre>${escape(b.code)}</pre>`),
        '</details>',
      ].join('\n')
    })
    return `<section id="${tag}"><h2>${tag}</h2>\n${items.join('\n')}</section>`
  })
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} ${escape(document.info.version)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:16px;color:#1f1f1f}
pre{background:#f5f5f5;padding:8px;overflow:auto}summary{cursor:pointer;padding:4px 0}
code{background:#f5f5f5;padding:0 3px}nav a{margin-right:8px}</style></head>
<body><h1>${escape(document.info.title)} ${escape(document.info.version)}</h1>
<p>${inline(INTRO(document).join(' '))}</p>
<p>The same as OpenAPI 3.1: <a href="${PLATFORM_OPENAPI.path}">openapi.json</a>.</p>
<nav>${[...byTag.keys()].map((tag) => `<a href="#${tag}">${tag}</a>`).join(' ')}</nav>
<main>${sections.join('\n')}</main></body></html>
`
}
