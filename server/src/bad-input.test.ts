import fc from 'fast-check'
import { isOperatorAccess, type OperatorRole } from '@app/contracts'
import { ENDPOINTS, moduleOf } from '@app/contracts/endpoints'
import { beforeAll, expect, it } from 'vitest'
import type { TestContext } from './testing/context.ts'
import { attemptArb, mightBeValid, problemOf, type RouteEntry } from './testing/bad-input.ts'
import { describeEachDialect } from './testing/each-dialect.ts'
import { slowTier } from './testing/slow-tier.ts'
import { buildOperator, buildUser, checkMoney } from './testing/factories.ts'

/**
 * The bad-input suite: every route the server registers under `/api/` and `/health/` gets generated
 * malformed requests, built from its declaration (params, query and body schemas, access, idempotency):
 * wrong types, missing and extra fields, huge strings and bodies, JSON nested 5,000 and 30,000 deep,
 * `__proto__` and `constructor` keys, bad ids and cursors, unicode digits, exponent, decimal, negative
 * and leading-zero amounts, JSON numbers for text amounts, `null` bodies, wrong content types and
 * repeated query keys. Each request carries the right credentials for its route, so it reaches
 * validation and the handler.
 *
 * A route family is the routes of one module (the part of the declaration's id before the dot;
 * routes without a declaration form the family `undeclared`). Each family gets `PER_FAMILY` requests:
 * 1,000 in the slow tier's full run, 100 in its slice, which every other run takes with a seed of
 * its own, so the requests tried grow from run to run (see `testing/slow-tier.ts`).
 *
 * Every answer must be below 500 and, when it is an error, the API's envelope with a message from the
 * language file (no internal text). Afterwards the ledger checker holds and no table has gained or
 * lost a row. The run's seed is printed at its start; `TEST_SEED=<n>` replays it.
 */

const SEED = slowTier.seed
const PER_FAMILY = slowTier.full ? 1000 : 100
const CONCURRENCY = 8

// ---- the walk -----------------------------------------------------------------------------------

const ROLE_PREFERENCE: OperatorRole[] = ['admin', 'finance', 'support']

async function tableCounts(ctx: TestContext): Promise<Record<string, number>> {
  const db = ctx.deps.database.db
  const tables = (await db.introspection.getTables())
    .map((t) => t.name)
    .filter((n) => !n.startsWith('kysely_'))
    // The ledger check keeps its last run: a check that ran (its GET takes no input to refuse)
    // writes that one row, as an audited read writes its audit line.
    .filter((n) => n !== 'ledger_check_last')
  const counts: Record<string, number> = {}
  for (const table of tables.sort()) {
    // An audited read (`outbox.read`) is the one row a request that changes nothing may write.
    const row =
      table === 'audit_log'
        ? await db
            .selectFrom('audit_log')
            .where('action', 'not like', '%.read')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        : await db
            .selectFrom(table as 'users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
    counts[table] = Number(row.n)
  }
  return counts
}

describeEachDialect(
  'bad input on every route',
  (ctx) => {
    const tokens: Partial<Record<'user' | OperatorRole, string>> = {}
    let families = new Map<string, RouteEntry[]>()

    beforeAll(async () => {
      await ctx().app.ready()
      const declared = new Map(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e]))
      families = new Map()
      for (const { method, url } of ctx().app.routeTable) {
        if (!url.startsWith('/api/') && !url.startsWith('/health/')) continue
        const declaration = declared.get(`${method} ${url}`)
        const family = declaration ? moduleOf(declaration) : 'undeclared'
        families.set(family, [...(families.get(family) ?? []), { method, url, declaration, family }])
      }
    })

    const tokenFor = (route: RouteEntry): string | undefined => {
      const access = route.declaration?.access
      if (!access) return tokens.user
      if (access === 'user' || access === 'optionalUser') return tokens.user
      if (!isOperatorAccess(access)) return undefined
      const allowed = access.operator === 'any' ? ROLE_PREFERENCE : access.operator
      return tokens[ROLE_PREFERENCE.find((r) => allowed.includes(r)) ?? 'admin']
    }

    it(`answers ${PER_FAMILY} malformed requests per route family below 500, in the envelope, and writes nothing`, async () => {
      const problems: string[] = []
      const sent: Record<string, number> = {}
      let familyIndex = 0
      for (const [family, routes] of [...families.entries()].sort(([a], [b]) => a.localeCompare(b))) {
        familyIndex += 1
        // Fresh sessions per family, so a request that wrongly ended one cannot hide the next family.
        tokens.user = (await buildUser(ctx())).token
        for (const role of ROLE_PREFERENCE) tokens[role] = (await buildOperator(ctx(), role)).token
        const before = await tableCounts(ctx())
        const attempts = fc.sample(
          attemptArb(routes, tokenFor).filter((a) => a.route.method === 'GET' || !mightBeValid(a)),
          { seed: SEED + familyIndex, numRuns: PER_FAMILY },
        )
        sent[family] = attempts.length
        for (let i = 0; i < attempts.length; i += CONCURRENCY) {
          await Promise.all(
            attempts.slice(i, i + CONCURRENCY).map(async (attempt) => {
              const response = await ctx().app.inject({
                method: attempt.route.method as 'GET',
                url: attempt.url,
                headers: attempt.headers,
                ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
              })
              const problem = problemOf(
                response.statusCode,
                String(response.headers['content-type'] ?? ''),
                response.body,
              )
              if (problem)
                problems.push(
                  `${attempt.route.method} ${attempt.url.slice(0, 120)} (${attempt.note}, ${attempt.payload?.slice(0, 60) ?? ''}): ${problem}`,
                )
            }),
          )
        }
        // Nothing was written: every table has the rows it had.
        const after = await tableCounts(ctx())
        for (const table of Object.keys({ ...before, ...after }))
          if (before[table] !== after[table])
            problems.push(`${family}: ${table} went from ${before[table]} to ${after[table]} rows`)
        // The sessions the requests used are still alive (no malformed request signed anyone out).
        for (const [who, url, token] of [
          ['user', '/api/user/info', tokens.user],
          ['operator', '/api/ops/me', tokens.admin],
        ] as const) {
          const status = (await ctx().call({ method: 'GET', url, token })).statusCode
          if (status !== 200) problems.push(`${family}: the ${who} session answers ${status} afterwards`)
        }
      }
      const total = Object.values(sent).reduce((sum, n) => sum + n, 0)
      console.log(
        `bad-input suite [${ctx().deps.database.dialect}]: ${total} requests, seed ${SEED}, per family ${JSON.stringify(sent)}`,
      )
      expect(problems.slice(0, 20)).toEqual([])
      for (const [family, count] of Object.entries(sent))
        expect(count, family).toBeGreaterThanOrEqual(PER_FAMILY)
      expect(Object.keys(sent).length).toBeGreaterThanOrEqual(15)
      expect((await checkMoney(ctx())).ok).toBe(true)
    }, 120_000)
  },
  // A separate app origin turns on the chat's cross-origin routes, so they are walked too.
  { allowedOrigins: ['https://app.example.com'] },
)
