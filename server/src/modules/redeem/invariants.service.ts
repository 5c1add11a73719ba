import type { Scope } from '../../deps.ts'
import {
  allIdsOf,
  type CheckInput,
  findInRanges,
  type IdRange,
  type LedgerCheck,
  listUserEntriesOf,
} from '../ledger/index.ts'
import * as repo from './invariants.repo.ts'

const FEW = 10

/**
 * Redemption codes (I9): within the code's uses and each user's limit, and every use counted is
 * one redemption entry (`redeem:<code>:u<user>:<n>`), read through the ledger's repo. Read a few
 * at a time (decision 0082): the codes by key, each against its users' counts; the counts and the
 * redemption entries range by range of users, each user's against its entries. Together: each
 * code's uses are its entries.
 */
export const redeemChecks: LedgerCheck[] = [
  {
    id: 'I9',
    name: 'codes: uses within the maximum and each user within the limit; every use is one redemption entry',
    problems: async ({ db }, { chunk }) => {
      const problems = await codeProblems(db, chunk.keys)
      const users = await allIdsOf(db, 'users')
      problems.push(
        ...(await findInRanges(users, chunk.keys, FEW - problems.length, async (range, limit) =>
          (await userProblems(db, range)).slice(0, limit),
        )),
      )
      return problems
    },
  },
]

type Db = Pick<Scope, 'db'>['db']

/** Codes over their maximum, or whose uses are not their users' counts: `size` codes a statement. */
async function codeProblems(db: Db, size: CheckInput['chunk']['keys']): Promise<string[]> {
  const problems: string[] = []
  for (let after = ''; problems.length < FEW;) {
    const codes = await repo.listCodesAfter(db, after, size)
    for (const c of codes) {
      if (c.uses > c.max_uses) problems.push(`code ${c.code}: ${c.uses} uses of at most ${c.max_uses}`)
      if (Number(c.counted) !== Number(c.uses))
        problems.push(`code ${c.code}: ${c.uses} uses counted, ${c.counted} by its users`)
    }
    const last = codes.at(-1)
    if (!last || codes.length < size) break
    after = last.code
  }
  return problems.slice(0, FEW)
}

/**
 * The users of `range`: each entry names a code that exists; each user's count of a code is its
 * entries of it and within the code's limit.
 */
async function userProblems(db: Db, range: IdRange): Promise<string[]> {
  const redeemed = (await listUserEntriesOf(db, { kind: 'redeem', users: range })).map((e) => {
    const [, code = '', user = ''] = e.reference.split(':')
    return { ...e, code, key: `${code} ${user.slice(1)}` }
  })
  const counts = await repo.listUserUses(db, range)
  const named = new Set([...counts.map((u) => u.code), ...redeemed.map((e) => e.code)])
  const limits = new Map((await repo.listCodeLimits(db, [...named])).map((c) => [c.code, c.per_user_limit]))
  const problems: string[] = []
  const entries = new Map<string, number>()
  for (const e of redeemed) {
    if (!limits.has(e.code)) problems.push(`entry ${e.id} (${e.reference}) redeems no code`)
    else entries.set(e.key, (entries.get(e.key) ?? 0) + 1)
  }
  for (const u of counts) {
    const limit = limits.get(u.code) ?? 0
    if (u.uses > limit)
      problems.push(`code ${u.code}: user ${u.user_id} used it ${u.uses} times, limit ${limit}`)
    const key = `${u.code} ${u.user_id}`
    const used = entries.get(key) ?? 0
    entries.delete(key)
    if (used !== Number(u.uses))
      problems.push(`code ${u.code}: user ${u.user_id} counted ${u.uses} uses, ${used} redemption entries`)
  }
  // A user's entries of a code with no count of it at all.
  for (const [key, used] of entries) {
    const [code, user] = key.split(' ')
    problems.push(`code ${code}: user ${user} counted 0 uses, ${used} redemption entries`)
  }
  return problems
}
