import type { Scope } from '../../deps.ts'
import { type LedgerCheck, listEntriesOf } from '../ledger/index.ts'
import * as repo from './invariants.repo.ts'

const FEW = 5

/**
 * Redemption codes (I9): within the code's uses and each user's limit, and every use counted is
 * one redemption entry (`redeem:<code>:u<user>:<n>`), read through the ledger's repo.
 */
export const redeemChecks: LedgerCheck[] = [
  {
    id: 'I9',
    name: 'codes: uses within the maximum and each user within the limit; every use is one redemption entry',
    problems: codeViolations,
  },
]

async function codeViolations({ db }: Pick<Scope, 'db'>): Promise<string[]> {
  const problems: string[] = []
  const codes = new Map((await repo.listCodeUses(db)).map((c) => [c.code, c]))
  const entriesByCode = new Map<string, number>()
  const entriesByUser = new Map<string, number>()
  for (const e of await listEntriesOf(db, { kind: 'redeem', prefix: 'redeem:' })) {
    const [, code = '', user = ''] = e.reference.split(':')
    entriesByCode.set(code, (entriesByCode.get(code) ?? 0) + 1)
    const key = `${code} ${user.slice(1)}`
    entriesByUser.set(key, (entriesByUser.get(key) ?? 0) + 1)
    if (!codes.has(code)) problems.push(`entry ${e.id} (${e.reference}) redeems no code`)
  }
  for (const c of codes.values()) {
    if (c.uses > c.max_uses) problems.push(`code ${c.code}: ${c.uses} uses of at most ${c.max_uses}`)
    const entries = entriesByCode.get(c.code) ?? 0
    if (entries !== c.uses)
      problems.push(`code ${c.code}: ${c.uses} uses counted, ${entries} redemption entries`)
  }
  for (const u of await repo.listUserUses(db)) {
    const limit = codes.get(u.code)?.per_user_limit ?? 0
    if (u.uses > limit)
      problems.push(`code ${u.code}: user ${u.user_id} used it ${u.uses} times, limit ${limit}`)
    const entries = entriesByUser.get(`${u.code} ${u.user_id}`) ?? 0
    if (entries !== u.uses)
      problems.push(`code ${u.code}: user ${u.user_id} counted ${u.uses} uses, ${entries} redemption entries`)
  }
  return problems.slice(0, FEW * 2)
}
