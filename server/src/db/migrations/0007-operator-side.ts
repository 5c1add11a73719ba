import { createHash } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

// A migration keeps its own copy of what it computes (the same as `codeKey`, `maskCode` and
// `hideCodes` in lib/tokens.ts today), so it means the same thing whatever they become later.
const codeKey = (code: string) => createHash('sha256').update(code).digest('hex').slice(0, 32)
const maskCode = (code: string) =>
  code.length >= 10 ? `${code.slice(0, 4)}…${code.slice(-2)}` : `${code.slice(0, 2)}…`
const hideCodes = (text: string) => text.replace(/\d{4,}/g, '••••••')

interface Untyped {
  redemption_codes: {
    code: string
    display: string
    reward: string
    amount: number
    max_uses: number
    uses: number
    per_user_limit: number
    expires_at: number
    note: string
    created_by: number
    created_at: number
  }
  redemption_user_counts: { code: string; user_id: number; uses: number }
  sms_outbox: { id: number; text: string }
  audit_log: { id: number; action: string; after_json: string }
}

/**
 * Nothing an operator reads holds a live secret: redemption codes are kept only as a key (a hash)
 * with a masked form for lists; texts in the SMS outbox lose their one-time codes; the audit log
 * of issued codes keeps them masked. Then the audit log becomes append-only, like the ledger.
 */
export async function up(untyped: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  const db = untyped as Kysely<Untyped>
  await db.schema
    .alterTable('redemption_codes')
    .addColumn('display', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute()

  // Each code moves to its key: the keyed row first, then its per-user counts, then the old row,
  // so the foreign key of the counts holds at every step on both databases.
  const codes = await db.selectFrom('redemption_codes').selectAll().execute()
  for (const row of codes) {
    const key = codeKey(row.code)
    await db
      .insertInto('redemption_codes')
      .values({ ...row, code: key, display: maskCode(row.code) })
      .execute()
    await db.updateTable('redemption_user_counts').set({ code: key }).where('code', '=', row.code).execute()
    await db.deleteFrom('redemption_codes').where('code', '=', row.code).execute()
  }

  const texts = await db.selectFrom('sms_outbox').select(['id', 'text']).execute()
  for (const { id, text } of texts) {
    const hidden = hideCodes(text)
    if (hidden !== text)
      await db.updateTable('sms_outbox').set({ text: hidden }).where('id', '=', id).execute()
  }

  const issued = await db
    .selectFrom('audit_log')
    .select(['id', 'after_json'])
    .where('action', '=', 'redemption.create')
    .execute()
  for (const { id, after_json } of issued) {
    const after = JSON.parse(after_json) as { codes?: unknown }
    if (!Array.isArray(after.codes)) continue
    const masked = { ...after, codes: after.codes.map((c) => maskCode(String(c))) }
    await db
      .updateTable('audit_log')
      .set({ after_json: JSON.stringify(masked) })
      .where('id', '=', id)
      .execute()
  }

  for (const op of ['update', 'delete']) {
    const name = sql.raw(`audit_log_no_${op}`)
    if (dialect === 'sqlite') {
      await sql`create trigger ${name} before ${sql.raw(op)} on audit_log
        begin select raise(abort, 'history is append-only'); end`.execute(db)
    } else {
      // refuse_history_change() was created with the ledger's triggers (0002).
      await sql`create trigger ${name} before ${sql.raw(op)} on audit_log
        for each row execute function refuse_history_change()`.execute(db)
    }
  }
}
