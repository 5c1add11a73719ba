import type { Rule } from 'antd/es/form'
import * as z from 'zod/mini'
import { findText, text } from './text.ts'

/**
 * An antd form rule that checks a field with the contract's schema, so the console and the server
 * refuse the same input with the same words. `fallbackKey` covers type errors (an empty number box).
 */
export function zodRule(schema: z.ZodMiniType, fallbackKey = 'error.validation'): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = z.safeParse(schema, value)
      if (result.success) return
      const key = result.error.issues[0]?.message
      throw new Error((key && findText(key)) ?? text(fallbackKey))
    },
  }
}

/** Parses a whole form with its body schema (trimming as the server would); throws with readable text. */
export function parseForm<T>(schema: z.ZodMiniType<T>, values: unknown): T {
  const result = z.safeParse(schema, values)
  if (result.success) return result.data
  throw new Error(text(result.error.issues[0]?.message ?? 'error.validation'))
}
