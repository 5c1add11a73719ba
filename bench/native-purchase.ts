/**
 * The least a purchase must write, driven by a native client with nothing of the app around it:
 * the conditional debit of the buyer's balance, the journal entry, its two postings and the
 * holding, in one transaction on the app's own tables. It is the ceiling `bench:money` compares
 * the app's purchases with.
 *   - PostgreSQL: one statement (data-modifying CTEs), so one round trip, run by `pgbench`;
 *   - SQLite: a bare `node:sqlite` loop on the same file, `synchronous=FULL`, one transaction per
 *     purchase (in process, a statement costs no round trip).
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

export interface NativeTarget {
  /** The buyers: ids of users with ample balance. */
  userIds: number[]
  productId: number
  price: number
  seconds: number
}

export interface NativeResult {
  perSecond: number
  p50?: number
  p99?: number
}

const HOLDING_COLUMNS = `user_id, product_id, product_name, price, earning_amount, earnings_count,
  claim_period_seconds, profit_rule, min_vip, purchase_limit, pay_wallet, purchased_at, ends_at,
  collected_count, collected_amount, frozen, entry_id`

/** A bare `node:sqlite` loop on `file`, one purchase per transaction, for `seconds`. */
export function nativeSqlite(file: string, target: NativeTarget): NativeResult {
  const db = new DatabaseSync(file, { timeout: 5000 })
  // The app's settings for the file (server/src/db/database.ts), its page cache included.
  db.exec('pragma journal_mode = WAL; pragma synchronous = FULL; pragma cache_size = -16000')
  const [begin, commit, rollback] = ['begin immediate', 'commit', 'rollback'].map((text) => db.prepare(text))
  const sales = db.prepare(`select id from accounts where code = 'system:sales'`).get() as { id: number }
  const debit = db.prepare(
    `update accounts set balance = balance - ? where code = ? and balance >= ? returning id, balance`,
  )
  const entry = db.prepare(
    `insert into journal_entries (kind, reference, user_id, actor, reason, created_at)
     values ('purchase', ?, ?, ?, 'native purchase', ?) returning id`,
  )
  const posting = db.prepare(
    `insert into postings (entry_id, account_id, user_id, amount, balance_after, created_at)
     values (?, ?, ?, ?, ?, ?), (?, ?, null, ?, null, ?)`,
  )
  const holding = db.prepare(
    `insert into holdings (${HOLDING_COLUMNS})
     select ?, id, name, price, earning_amount, earnings_count, claim_period_seconds, profit_rule,
       min_vip, purchase_limit, 'balance', ?, ?, 0, 0, 0, ? from products where id = ?`,
  )
  let n = 0
  const buy = (userId: number) => {
    const now = Math.floor(Date.now() / 1000)
    const account = debit.get(target.price, `user:${userId}:balance`, target.price) as
      { id: number; balance: number } | undefined
    if (!account) throw new Error('insufficient funds')
    const { id } = entry.get(`native:${process.pid}:${n}`, userId, `user:${userId}`, now) as { id: number }
    posting.run(id, account.id, userId, -target.price, account.balance, now, id, sales.id, target.price, now)
    holding.run(userId, now, now + 86_400, id, target.productId)
  }
  const deadline = performance.now() + target.seconds * 1000
  const started = performance.now()
  while (performance.now() < deadline) {
    begin?.run()
    try {
      buy(target.userIds[n % target.userIds.length] as number)
      commit?.run()
    } catch (error) {
      rollback?.run()
      throw error
    }
    n++
  }
  const perSecond = n / ((performance.now() - started) / 1000)
  db.close()
  return { perSecond }
}

/**
 * The same purchase as one statement, run by `pgbench` with `clients` connections. (pgbench takes
 * any `:word` as a variable, even in a quoted string: so no account codes here.)
 */
export function pgbenchPurchase(url: string, clients: number, target: NativeTarget): Promise<NativeResult> {
  const users = [...target.userIds].sort((a, b) => a - b)
  const first = users[0] as number
  const last = users[users.length - 1] as number
  if (last - first + 1 !== users.length) throw new Error('pgbench needs users with consecutive ids')
  const statement = `with debit as (
  update accounts set balance = balance - ${target.price}
  where user_id = :u::int and kind = 'balance' and balance >= ${target.price}
  returning id, balance
), entry as (
  insert into journal_entries (kind, reference, user_id, actor, reason, created_at)
  select 'purchase', 'native-' || gen_random_uuid(), :u::int, 'native', 'native purchase',
    extract(epoch from now())::bigint
  from debit
  returning id, created_at
), lines as (
  insert into postings (entry_id, account_id, user_id, amount, balance_after, created_at)
  select entry.id, debit.id, :u::int, -${target.price}, debit.balance, entry.created_at from entry, debit
  union all
  select entry.id, (select id from accounts where is_system = 1 and kind = 'sales'), null, ${target.price}, null,
    entry.created_at from entry
)
insert into holdings (${HOLDING_COLUMNS.replace(/\s+/g, ' ')})
select :u::int, p.id, p.name, p.price, p.earning_amount, p.earnings_count, p.claim_period_seconds,
  p.profit_rule, p.min_vip, p.purchase_limit, 'balance', entry.created_at, entry.created_at + 86400,
  0, 0, 0, entry.id
from products p, entry where p.id = ${target.productId};`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-'))
  const file = path.join(dir, 'purchase.sql')
  // pgbench reads a statement up to its semicolon; one line keeps it plain.
  fs.writeFileSync(file, `\\set u random(${first}, ${last})\n${statement.replace(/\s+/g, ' ')}\n`)
  const args = ['-n', '-M', 'prepared', '-c', String(clients), '-j', '1', '-T', String(target.seconds)]
  args.push('-f', file, url)
  return new Promise((resolve, reject) => {
    execFile('pgbench', args, (error, stdout, stderr) => {
      fs.rmSync(dir, { recursive: true, force: true })
      const tps = /tps = ([\d.]+)/.exec(stdout)
      if (error || !tps) return reject(error ?? new Error(`pgbench gave no rate: ${stdout}${stderr}`))
      const failed = /number of failed transactions: (\d+)/.exec(stdout)
      if (failed && Number(failed[1]) > 0) return reject(new Error(`pgbench: ${failed[1]} failed`))
      resolve({ perSecond: Number(tps[1]) })
    })
  })
}
