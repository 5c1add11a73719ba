/**
 * What the side-by-side scripts share: another checkout's modules loaded into this process (a base
 * commit checked out elsewhere, with its own node_modules), and the machine's load average to print
 * beside their figures. A script's part, not a test.
 */
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** The base's checkout, from `BASE_CHECKOUT`. */
export function baseCheckout(): string {
  const base = process.env.BASE_CHECKOUT
  if (!base) throw new Error('BASE_CHECKOUT: the path of the base commit checked out, with its node_modules')
  return base
}

type Loose = (...args: never[]) => Promise<unknown> | unknown

/** The exports of `files` (paths inside the checkout at `root`), merged into one record. */
export async function modulesOf(root: string, files: readonly string[]): Promise<Record<string, Loose>> {
  const modules: Record<string, Loose> = {}
  // One after another, in the order given: a later file's export of a name wins, as in a spread.
  for (const file of files)
    Object.assign(
      modules,
      (await import(pathToFileURL(path.resolve(root, file)).href)) as Record<string, Loose>,
    )
  return modules
}

/** The machine's load average over 1, 5 and 15 minutes. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

/** The modules a side's money server is built from, by path inside its checkout. */
const SIDE_FILES = [
  'server/src/testing/databases.ts',
  'server/src/testing/in-process.ts',
  'server/src/testing/factories.ts',
  'server/src/testing/context.ts',
  'server/src/db/group-commit.ts',
]

/**
 * One side of a money side-by-side: the server of the checkout at `root` (its modules, and `files`
 * besides) built in this process on a PostgreSQL database of its own with a pool of `poolSize`,
 * money limits off, and `users` users funded with 10,000,000.00 each. `call` runs any export of
 * those modules by name; `product` makes a product at 1.00 that pays `earningAmount` (minor units)
 * `earningsCount` times, every `claimPeriodSeconds`.
 */
export async function openSide<Deps, App>(
  root: string,
  o: { poolSize: number; users: number; files?: readonly string[] },
) {
  const m = await modulesOf(root, [...SIDE_FILES, ...(o.files ?? [])])
  const call = <T>(fn: string, ...args: unknown[]) => (m[fn] as (...a: unknown[]) => Promise<T>)(...args)
  const database = await call<{ close(): Promise<void> }>('createTestDatabase', 'postgres', {
    poolSize: o.poolSize,
  })
  const { deps, app, ctx } = await call<{ deps: Deps & { db: unknown }; app: App; ctx: unknown }>(
    'inProcessServer',
    database,
  )
  await call('moneyLimitsOff', deps.db)
  const users: { token: string; id: number }[] = []
  for (let i = 0; i < o.users; i++) {
    const u = await call<{ token: string; user: { id: number } }>('buildUser', ctx)
    await call('fundUser', ctx, u.user.id, 1_000_000_000)
    users.push({ token: u.token, id: u.user.id })
  }
  const product = (terms: { earningAmount: number; earningsCount: number; claimPeriodSeconds: number }) =>
    call<number>('buildProduct', ctx, {
      price: '100',
      earningAmount: String(terms.earningAmount),
      earningsCount: terms.earningsCount,
      claimPeriodSeconds: terms.claimPeriodSeconds,
      purchaseLimit: 1_000_000,
    })
  return {
    call,
    database,
    deps,
    app,
    users,
    product,
    useGroupCommit: (on: boolean) =>
      void (m.useGroupCommit as (d: string, on: boolean) => void)('postgres', on),
  }
}
