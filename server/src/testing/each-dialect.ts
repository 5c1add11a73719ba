import { afterAll, beforeAll, describe } from 'vitest'
import type { ServerEnv } from '../env.ts'
import { createTestContext, type TestContext, type TestOptions } from './context.ts'
import { testDialects } from './databases.ts'

const dialects = await testDialects()

/**
 * Declares the same scenarios once per dialect (SQLite, then PostgreSQL when reachable), each on
 * its own fresh database, with the same assertions.
 */
export function describeEachDialect(
  name: string,
  body: (ctx: () => TestContext) => void,
  env: Partial<ServerEnv> = {},
  options: TestOptions = {},
): void {
  for (const dialect of dialects) {
    describe(`${name} [${dialect}]`, () => {
      let context: TestContext | undefined
      beforeAll(async () => {
        context = await createTestContext(dialect, env, options)
      })
      afterAll(async () => {
        await context?.close()
      })
      body(() => {
        if (!context) throw new Error('test context is not ready')
        return context
      })
    })
  }
}
