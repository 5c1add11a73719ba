import * as z from 'zod/mini'
import type { Endpoint } from '@app/contracts'

export type JsonSchema = Record<string, unknown>

/** A contract schema as JSON Schema: what a request may send (`input`) or what a reply holds (`output`). */
export function jsonSchemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  return rest
}

/** The whole body of a success reply: the envelope around the declared `data`, or the bare reply. */
export function replyJsonSchema(declaration: Endpoint): JsonSchema {
  const data = jsonSchemaOf(declaration.reply, 'output')
  if (declaration.envelope === false) return data
  return {
    type: 'object',
    properties: { code: { type: 'integer', const: 200 }, msg: { type: 'string' }, data },
    required: ['code', 'msg', 'data'],
    additionalProperties: false,
  }
}
