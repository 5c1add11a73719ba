import type * as z from 'zod/mini'
import { AppError } from './errors.ts'

/**
 * Parses `input` with a contract schema. The first issue decides the answer: the schema's own message
 * key for rule violations (the spec's texts), or a generic key for wrong types and unknown fields.
 */
export function parseWith<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data as z.infer<S>
  const issue = result.error.issues[0]
  if (!issue) throw new AppError('VALIDATION_FAILED')
  if (issue.code === 'unrecognized_keys') {
    const field = issue.keys[0] ?? ''
    throw new AppError('VALIDATION_FAILED', 'error.unknownField', { field, values: { field } })
  }
  const field = issue.path.map(String).join('.')
  const key = /^[a-z]+\.[A-Za-z]+$/.test(issue.message) ? issue.message : 'error.invalidField'
  throw new AppError('VALIDATION_FAILED', key, { field, values: { field } })
}
