import { sql, type Kysely } from 'kysely'
import { fillStoredTotals } from '../db/migrations/0039-stored-totals.ts'
import { fillIncomeQuarters } from '../db/migrations/0044-income-by-quarter.ts'
import type { DB } from '../db/schema.ts'

/**
 * A ledger of a given size written straight into an empty PostgreSQL database by a few set-based
 * statements (not through the API: ten million postings would take hours): one heavy user, one
 * medium, and many light ones, the entries spread evenly over `span` seconds up to `end`, in id
 * order. Each user's entries run recharge, purchase, then three income receipts, over and over, so
 * no balance ever goes below zero; every posting carries its balance after, every account its
 * balance, and the stored totals are filled from the ledger as the migration fills them.
 *
 * Only the ledger is written (users, accounts, entries, postings): the recharges, holdings and
 * earnings behind those entries are not, so the checks of those modules (I8, I10, I11) do not hold
 * on it.
 */
export interface LedgerVolume {
  /** Journal entries in all; each has two postings. */
  entries: number
  /** Entries of the heavy user and of the medium one. */
  heavy: number
  medium: number
  /** Light users, who share the rest evenly. */
  light: number
  end: number
  span: number
}

export interface SeededUsers {
  heavy: number
  medium: number
  /** A light user in the middle of their id range. */
  light: number
}

const USER_KINDS = ['balance', 'revenue', 'points', 'withdraw_hold'] as const

/** Seeds `volume` into an empty, migrated PostgreSQL database `db`; answers the users it made. */
export async function seedLedgerVolume(db: Kysely<DB>, volume: LedgerVolume): Promise<SeededUsers> {
  const { entries: E, heavy: H, medium: M, light: L } = volume
  if (H + M > E || L < 1) throw new Error('the heavy and medium users cannot have more than every entry')
  return db.connection().execute(async (conn) => {
    // One connection: foreign keys and triggers are off for it alone while it writes.
    await sql`set session_replication_role = replica`.execute(conn)
    await sql`set maintenance_work_mem = '256MB'`.execute(conn)
    // Ten million rows take minutes a statement, past the server's limit for a request's statement.
    await sql`set statement_timeout = 0`.execute(conn)
    const first = Number(
      (await sql<{ n: number }>`select coalesce(max(id), 0) + 1 as n from users`.execute(conn)).rows[0]?.n,
    )
    const firstAccount = Number(
      (await sql<{ n: number }>`select coalesce(max(id), 0) + 1 as n from accounts`.execute(conn)).rows[0]?.n,
    )
    const users = L + 2
    await sql`insert into users (id, phone, password_hash, nickname, nickname_folded, invitation_code,
        frozen, created_at)
      select ${first} + i, '+1' || lpad(cast(${first} + i as text), 12, '0'), 'seeded', 'member ' || i,
        'member ' || i, 'V' || (${first} + i), 0, ${volume.end - volume.span}
      from generate_series(0, ${users - 1}) as i`.execute(conn)
    await sql`insert into accounts (id, code, user_id, kind, asset, is_system, balance)
      select ${firstAccount} + i * 4 + k - 1, 'user:' || (${first} + i) || ':' || kind, ${first} + i, kind,
        case when kind = 'points' then 'points' else 'money' end, 0, 0
      from generate_series(0, ${users - 1}) as i,
        unnest(cast(${USER_KINDS} as text[])) with ordinality as kinds (kind, k)`.execute(conn)

    // Each entry's user and that user's ordinal: the heavy user's entries are spread evenly over
    // the ids, the medium user's evenly over the rest, and the light users take what is left in turn.
    await sql`create unlogged table seed_entries as
      with g as (
        select g, floor(g * ${H}::numeric / ${E}) - floor((g - 1) * ${H}::numeric / ${E}) as is_heavy,
          floor(g * ${H}::numeric / ${E}) as heavy_upto,
          g - floor(g * ${H}::numeric / ${E}) as r
        from generate_series(1, ${E}) as g
      ), placed as (
        select g, is_heavy, heavy_upto, r,
          floor(r * ${M}::numeric / ${Math.max(E - H, 1)}) as medium_upto,
          floor(r * ${M}::numeric / ${Math.max(E - H, 1)})
            - floor((r - 1) * ${M}::numeric / ${Math.max(E - H, 1)}) as is_medium
        from g
      ), owned as (
        select g,
          cast(case when is_heavy = 1 then 0 when is_medium = 1 then 1
            else 2 + (r - medium_upto - 1) % ${L} end as bigint) as u,
          cast(case when is_heavy = 1 then heavy_upto - 1 when is_medium = 1 then medium_upto - 1
            else floor((r - medium_upto - 1) / ${L}) end as bigint) as ord
        from placed
      )
      select cast(g as bigint) as g, ${first} + u as user_id, u,
        case ord % 5 when 0 then 'recharge' when 1 then 'purchase' else 'income' end as kind,
        cast(${volume.end - volume.span} + floor(g * ${volume.span}::numeric / ${E}) as bigint) as at
      from owned`.execute(conn)

    const system = new Map(
      (
        await sql<{ code: string; id: number }>`select code, id from accounts where is_system = 1`.execute(
          conn,
        )
      ).rows.map((r) => [r.code, Number(r.id)]),
    )
    const firstEntry = Number(
      (await sql<{ n: number }>`select coalesce(max(id), 0) as n from journal_entries`.execute(conn)).rows[0]
        ?.n,
    )
    const firstPosting = Number(
      (await sql<{ n: number }>`select coalesce(max(id), 0) as n from postings`.execute(conn)).rows[0]?.n,
    )
    // Built again after the rows are in: one sort per index instead of a tree walk per row.
    const indexes = (
      await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes
        where tablename in ('journal_entries', 'postings')
          and indexname not in (select conname from pg_constraint)`.execute(conn)
    ).rows
    for (const index of indexes) await sql`drop index ${sql.id(index.indexname)}`.execute(conn)

    await sql`insert into journal_entries (id, kind, reference, user_id, actor, reason, created_at)
      select ${firstEntry} + g, kind, 'seed:' || (${firstEntry} + g), user_id, 'user:' || user_id, kind, at
      from seed_entries order by g`.execute(conn)
    // Two postings an entry, the system account's first, as the ledger writes them.
    await sql`insert into postings (id, entry_id, account_id, user_id, amount, balance_after, created_at)
      select ${firstPosting} + 2 * g - 1, ${firstEntry} + g,
        cast(case s.kind when 'recharge' then ${system.get('system:world')}
          when 'purchase' then ${system.get('system:sales')} else ${system.get('system:income')} end as bigint),
        cast(null as bigint), -amount, cast(null as bigint), at
      from seed_entries s, lateral (select case s.kind when 'recharge' then 10000
          when 'purchase' then -2000 else 100 end as amount) a
      union all
      select ${firstPosting} + 2 * g, ${firstEntry} + g, account_id, user_id, amount,
        sum(amount) over (partition by account_id order by g), at
      from (select s.g, s.user_id, s.at,
          ${firstAccount} + s.u * 4 + case s.kind when 'income' then 1 else 0 end as account_id,
          case s.kind when 'recharge' then 10000 when 'purchase' then -2000 else 100 end as amount
        from seed_entries s) as t`.execute(conn)
    for (const index of indexes) await sql.raw(index.indexdef).execute(conn)

    await sql`update accounts a set balance = t.total
      from (select account_id, sum(amount) as total from postings where user_id is not null
        group by account_id) t
      where a.id = t.account_id`.execute(conn)
    await sql`update users u set recharge_total = t.total
      from (select user_id, count(*) * 10000 as total from seed_entries where kind = 'recharge'
        group by user_id) t
      where u.id = t.user_id`.execute(conn)
    await sql`drop table seed_entries`.execute(conn)
    for (const table of ['users', 'accounts', 'journal_entries', 'postings'])
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        conn,
      )
    await sql`truncate ledger_user_income, ledger_user_income_quarters, ledger_day_totals`.execute(conn)
    await fillStoredTotals(conn)
    await fillIncomeQuarters(conn)
    await sql`set session_replication_role = origin`.execute(conn)
    await sql`reset statement_timeout`.execute(conn)
    await sql`reset maintenance_work_mem`.execute(conn)
    await sql`analyze`.execute(conn)
    return { heavy: first, medium: first + 1, light: first + 2 + Math.floor(L / 2) }
  })
}
