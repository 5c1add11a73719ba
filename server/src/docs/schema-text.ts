import type { JsonSchema } from '../lib/json-schema.ts'

const WIDTH = 72

/**
 * A JSON Schema as a short TypeScript-like type, for people: `{ id: number, next: string | null }`.
 * Objects that do not fit on one line are written one field per line.
 */
export function schemaText(schema: JsonSchema, indent = ''): string {
  const union = (parts: JsonSchema[]) => [...new Set(parts.map((p) => schemaText(p, indent)))].join(' | ')
  if (Array.isArray(schema.anyOf)) return union(schema.anyOf as JsonSchema[])
  if (Array.isArray(schema.oneOf)) return union(schema.oneOf as JsonSchema[])
  if ('const' in schema) return JSON.stringify(schema.const)
  if (Array.isArray(schema.enum))
    return schema.enum.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(' | ')
  if (Array.isArray(schema.type))
    return (schema.type as string[]).map((type) => schemaText({ ...schema, type }, indent)).join(' | ')
  switch (schema.type) {
    case 'string':
    case 'boolean':
    case 'null':
      return schema.type
    case 'number':
    case 'integer':
      return 'number'
    case 'array': {
      const item = schemaText((schema.items ?? {}) as JsonSchema, indent)
      return /[ |]/.test(item) && !item.startsWith('{') ? `(${item})[]` : `${item}[]`
    }
    case 'object':
      return objectText(schema, indent)
    default:
      return 'unknown'
  }
}

function objectText(schema: JsonSchema, indent: string): string {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const names = Object.keys(properties)
  if (names.length === 0) {
    const values = schema.additionalProperties
    return typeof values === 'object' && values !== null
      ? `Record<string, ${schemaText(values as JsonSchema, indent)}>`
      : 'object'
  }
  const required = new Set((schema.required as string[] | undefined) ?? [])
  const inner = `${indent}  `
  const fields = names.map(
    (name) => `${name}${required.has(name) ? '' : '?'}: ${schemaText(properties[name] ?? {}, inner)}`,
  )
  const oneLine = `{ ${fields.join(', ')} }`
  if (oneLine.length + indent.length <= WIDTH && !oneLine.includes('\n')) return oneLine
  return `{\n${fields.map((f) => `${inner}${f}`).join(',\n')}\n${indent}}`
}
