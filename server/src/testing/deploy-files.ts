/**
 * Readers for the deployment files (Dockerfile, compose.yaml, deploy/nginx.conf), so a test can
 * check what they run without a container engine. Each reads only the plain subset those files are
 * written in and throws on anything else, rather than guessing what it means.
 */

/** One Dockerfile instruction, continuation lines joined; `json` when written in exec form. */
export interface Instruction {
  keyword: string
  args: string
  json: string[] | undefined
}

/** The instructions of each `FROM` stage, in order. */
export function readDockerfile(text: string): Instruction[][] {
  const joined = text.replace(/\\\n/g, ' ')
  const lines = joined.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#'))
  const stages: Instruction[][] = []
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^\s*([A-Za-z]+)\s+(.*)$/.exec(line) ?? []
    const instruction = { keyword: keyword.toUpperCase(), args: args.trim(), json: execForm(args) }
    if (instruction.keyword === 'FROM') stages.push([])
    const stage = stages.at(-1)
    if (!stage) throw new Error(`Dockerfile: ${keyword} before the first FROM`)
    stage.push(instruction)
  }
  return stages
}

function execForm(args: string): string[] | undefined {
  const trimmed = args.trim()
  if (!trimmed.startsWith('[')) return undefined
  const value: unknown = JSON.parse(trimmed)
  if (!Array.isArray(value) || !value.every((part) => typeof part === 'string')) {
    throw new Error(`Dockerfile: ${trimmed} is not a list of strings`)
  }
  return value
}

export type YamlValue = string | YamlValue[] | { [key: string]: YamlValue }

interface YamlLine {
  indent: number
  text: string
  number: number
}

/**
 * Block maps, block lists of scalars, flow lists of scalars and quoted or plain scalars (all kept
 * as text). Anchors, merges, multi-line strings and flow maps are refused.
 */
export function readYaml(text: string): YamlValue {
  const lines = text
    .split('\n')
    .map((raw, index) => ({ raw: stripComment(raw), number: index + 1 }))
    .filter(({ raw }) => raw.trim() !== '')
    .map(({ raw, number }) => ({ indent: raw.length - raw.trimStart().length, text: raw.trim(), number }))
  const [value, next] = readBlock(lines, 0)
  if (next < lines.length) throw new Error(`YAML line ${lines[next]?.number}: unexpected indentation`)
  return value
}

function stripComment(raw: string): string {
  let quote: string | undefined
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]
    if (quote) quote = c === quote ? undefined : quote
    else if (c === "'" || c === '"') quote = c
    else if (c === '#' && (i === 0 || raw[i - 1] === ' ')) return raw.slice(0, i).trimEnd()
  }
  return raw.trimEnd()
}

function readBlock(lines: YamlLine[], start: number): [YamlValue, number] {
  const first = lines[start]
  if (!first) return ['', start]
  return first.text.startsWith('- ')
    ? readList(lines, start, first.indent)
    : readMap(lines, start, first.indent)
}

function readList(lines: YamlLine[], start: number, indent: number): [YamlValue[], number] {
  const items: YamlValue[] = []
  let i = start
  for (let line = lines[i]; line && line.indent === indent && line.text.startsWith('- '); line = lines[++i]) {
    items.push(readScalar(line.text.slice(2).trim(), line.number))
  }
  return [items, i]
}

function readMap(lines: YamlLine[], start: number, indent: number): [Record<string, YamlValue>, number] {
  const map: Record<string, YamlValue> = {}
  let i = start
  for (let line = lines[i]; line && line.indent === indent; line = lines[i]) {
    const [, key = '', rest = ''] = /^([A-Za-z0-9_.-]+):(?:\s+(.*))?$/.exec(line.text) ?? []
    if (!key) throw new Error(`YAML line ${line.number}: expected "key: value", got ${line.text}`)
    const child = lines[i + 1]
    if (rest === '' && child && child.indent > indent) {
      const [value, next] = readBlock(lines, i + 1)
      map[key] = value
      i = next
    } else {
      map[key] = readScalar(rest, line.number)
      i++
    }
  }
  return [map, i]
}

function readScalar(text: string, number: number): YamlValue {
  if (/^[&*|>{!]/.test(text) || text.startsWith('<<')) {
    throw new Error(`YAML line ${number}: ${text} is outside the subset this reader knows`)
  }
  if (text.startsWith('[')) {
    if (!text.endsWith(']')) throw new Error(`YAML line ${number}: unclosed list`)
    const inner = text.slice(1, -1).trim()
    return inner === '' ? [] : splitOutsideQuotes(inner).map((part) => readScalar(part.trim(), number))
  }
  if (text.startsWith("'")) return quoted(text, "'", number).replace(/''/g, "'")
  if (text.startsWith('"')) return JSON.parse(text) as string
  return text
}

function quoted(text: string, quote: string, number: number): string {
  if (text.length < 2 || !text.endsWith(quote)) throw new Error(`YAML line ${number}: unclosed ${quote}`)
  return text.slice(1, -1)
}

function splitOutsideQuotes(text: string): string[] {
  const parts: string[] = []
  let quote: string | undefined
  let current = ''
  for (const c of text) {
    if (quote) quote = c === quote ? undefined : quote
    else if (c === "'" || c === '"') quote = c
    else if (c === ',') {
      parts.push(current)
      current = ''
      continue
    }
    current += c
  }
  return [...parts, current]
}

/** One nginx directive; `block` holds what its braces hold. */
export interface Directive {
  name: string
  args: string[]
  block: Directive[] | undefined
}

/** nginx configuration as a tree of directives (quoted arguments are not used in ours). */
export function readNginx(text: string): Directive[] {
  const tokens = text
    .split('\n')
    .map((line) => line.replace(/#.*$/, ''))
    .join(' ')
    .split(/([{};])/)
  const root: Directive[] = []
  const open: Directive[][] = [root]
  let unfinished: Directive | undefined
  for (const token of tokens) {
    const words = token.trim().split(/\s+/).filter(Boolean)
    if (token === '}') {
      if (open.length === 1 || unfinished) throw new Error('nginx: unexpected "}"')
      open.pop()
    } else if (token === '{') {
      if (!unfinished) throw new Error('nginx: "{" without a directive')
      open.push((unfinished.block = []))
      unfinished = undefined
    } else if (token === ';') {
      if (!unfinished) throw new Error('nginx: ";" without a directive')
      unfinished = undefined
    } else if (words.length > 0) {
      if (unfinished) throw new Error(`nginx: "${unfinished.name}" is not ended by ";" or "{"`)
      const [name = '', ...args] = words
      unfinished = { name, args, block: undefined }
      ;(open.at(-1) ?? root).push(unfinished)
    }
  }
  if (open.length !== 1) throw new Error('nginx: unclosed "{"')
  return root
}

export function instructions(stage: Instruction[], keyword: string): Instruction[] {
  return stage.filter((i) => i.keyword === keyword)
}

export function commands(stage: Instruction[]): string[] {
  return instructions(stage, 'RUN').map((i) => i.args)
}

/** `COPY [--from=stage] [--chown=…] source… destination`. */
export function copies(stage: Instruction[]): { from: string | undefined; sources: string[] }[] {
  return instructions(stage, 'COPY').map((copy) => {
    const words = copy.args.split(/\s+/)
    const flags = words.filter((w) => w.startsWith('--'))
    const paths = words.filter((w) => !w.startsWith('--'))
    const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length)
    return { from, sources: paths.slice(0, -1).map((p) => p.replace(/\/$/, '')) }
  })
}

/** Whether a build context leaves `file` out; patterns as .dockerignore writes them (no `!`). */
export function isDockerIgnored(dockerignore: string, file: string): boolean {
  const patterns = dockerignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
  if (patterns.some((p) => p.startsWith('!'))) throw new Error('.dockerignore: exceptions are not read here')
  const matchers = patterns.map((p) => new RegExp(`^${p.split('**/').map(globPart).join('(?:.*/)?')}$`))
  const segments = file.split('/')
  const prefixes = segments.map((_, i) => segments.slice(0, i + 1).join('/'))
  return prefixes.some((prefix) => matchers.some((m) => m.test(prefix)))
}

function globPart(part: string): string {
  return part.split('*').map(escape).join('[^/]*')
}

export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** `${NAME:?message}` and `${NAME:-default}` as compose resolves them from the operator's `.env`. */
export function substitute(
  environment: Record<string, YamlValue>,
  values: Record<string, string>,
): Record<string, string> {
  const resolve = (text: string) =>
    text.replace(/\$\{([A-Z0-9_]+)(?::([?-])([^}]*))?\}/g, (_, name: string, kind?: string, word = '') => {
      const value = values[name]
      if (value) return value
      if (kind === '?') throw new Error(`${name}: ${word}`)
      return word
    })
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [name, resolve(String(value))]),
  )
}

export function readEnvFile(text: string): Record<string, string> {
  const lines = text.split('\n').filter((line) => /^[A-Z0-9_]+=/.test(line))
  return Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
}

export function seconds(duration: string): number {
  const [, amount = 'NaN', unit = 's'] = /^([0-9]+)(s|m)?$/.exec(duration) ?? []
  return Number(amount) * (unit === 'm' ? 60 : 1)
}

export function only(directives: Directive[], name: string): Directive {
  const found = directives.filter((d) => d.name === name)
  if (found.length !== 1) throw new Error(`expected one "${name}", found ${found.length}`)
  return found[0] as Directive
}

export function asMap(value: YamlValue | undefined): Record<string, YamlValue> {
  if (typeof value !== 'object' || Array.isArray(value))
    throw new Error(`expected a map, got ${String(value)}`)
  return value
}

export function asList(value: YamlValue | undefined): YamlValue[] {
  if (!Array.isArray(value)) throw new Error(`expected a list, got ${String(value)}`)
  return value
}
