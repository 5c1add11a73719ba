import { sql, type Insertable, type Kysely, type RawBuilder } from 'kysely'
import { prepared, type Dialect } from '../db/database.ts'
import type { DB, IdempotencyKeysTable } from '../db/schema.ts'

/** The stored keys of money requests (the `idempotency_keys` table belongs to the router's ground floor). */

export interface KeyId {
  user_id: number
  route: string
  idem_key: string
}

/** A key's stored answer. */
export interface StoredAnswer {
  request_hash: string
  response_status: number
  response_body: string
}

/**
 * Keeps `row` as its key's answer, in the transaction of the effect that made it, when the
 * caller's session is `live` and the key has no answer yet: `saved`. Otherwise nothing is written,
 * and `live` says which of the two it was. A key whose first request is still running is waited
 * for (its primary key), and then found answered.
 */
export async function saveAnswer(
  db: Kysely<DB>,
  row: Insertable<IdempotencyKeysTable>,
  live: RawBuilder<boolean>,
): Promise<{ saved: boolean; live: boolean }> {
  const saved = await sql<{ saved: number }>`${prepared('idempotency-save')}insert into idempotency_keys
      (user_id, route, idem_key, request_hash, response_status, response_body, created_at)
    select cast(${row.user_id} as bigint), cast(${row.route} as text), cast(${row.idem_key} as text),
      cast(${row.request_hash} as text), cast(${row.response_status} as bigint),
      cast(${row.response_body} as text), cast(${row.created_at} as bigint)
    where ${live}
    on conflict (user_id, route, idem_key) do nothing
    returning 1 as saved`.execute(db)
  if (saved.rows.length > 0) return { saved: true, live: true }
  // Not saved: the session has ended, or the key was answered first (rare: a repeat).
  return { saved: false, live: await isTrue(db, live) }
}

/** The key's stored answer, and whether the caller's session is `live`: one statement. */
export async function findStoredAnswer(
  db: Kysely<DB>,
  id: KeyId,
  live: RawBuilder<boolean>,
): Promise<{ live: boolean; stored: StoredAnswer | undefined }> {
  const result = await sql<{
    live: boolean | number
    request_hash: string | null
    response_status: number | null
    response_body: string | null
  }>`select ${live} as live, k.request_hash, k.response_status, k.response_body
    from (select 1) as one left join idempotency_keys k
      on k.user_id = ${id.user_id} and k.route = ${id.route} and k.idem_key = ${id.idem_key}`.execute(db)
  const row = result.rows[0]
  const stored =
    row?.request_hash != null && row.response_status != null && row.response_body != null
      ? {
          request_hash: row.request_hash,
          response_status: row.response_status,
          response_body: row.response_body,
        }
      : undefined
  return { live: truthy(row?.live), stored }
}

async function isTrue(db: Kysely<DB>, condition: RawBuilder<boolean>): Promise<boolean> {
  const result = await sql<{ value: boolean | number }>`select ${condition} as value`.execute(db)
  return truthy(result.rows[0]?.value)
}

/** PostgreSQL answers a condition as a boolean, SQLite as 0 or 1. */
const truthy = (value: boolean | number | undefined) => value === true || value === 1

/** Deletes at most `limit` stored answers made before `cutoff`; returns how many. */
export async function deleteAnswersBefore(db: Kysely<DB>, cutoff: number, limit: number): Promise<number> {
  const result = await sql`delete from idempotency_keys where (user_id, route, idem_key) in (
      select user_id, route, idem_key from idempotency_keys where created_at < ${cutoff} limit ${limit})`.execute(
    db,
  )
  return Number(result.numAffectedRows ?? 0)
}

/** A batch's answer for one request's key, with the caller's session. */
export interface BatchAnswer extends KeyId {
  request_hash: string
  response_status: number
  response_body: string
  created_at: number
  session_id: number
}

/**
 * Keeps a batch's answers in one statement (decisions 0048 and 0049), each only while its
 * caller's session is live at `now` (`liveAmong`) and its key has no answer yet (one still being
 * written is waited for, by the primary key), as `saveAnswer` keeps one. Answers how many were
 * kept: fewer than given means the batch must roll back.
 */
export async function keepAnswers(
  db: Kysely<DB>,
  dialect: Dialect,
  answers: readonly BatchAnswer[],
  liveAmong: (sessionId: RawBuilder<number>, userId: RawBuilder<number>, now: number) => RawBuilder<boolean>,
  now: number,
): Promise<number> {
  if (answers.length === 0) return 0
  if (dialect === 'sqlite') {
    // SQLite (decision 0049): the answers as one JSON array, and the rows the insert returns counted.
    const a = (field: keyof BatchAnswer) => sql.raw(`(a.value ->> '${field}')`)
    const kept = await sql`insert into idempotency_keys
        (user_id, route, idem_key, request_hash, response_status, response_body, created_at)
      select ${a('user_id')}, ${a('route')}, ${a('idem_key')}, ${a('request_hash')},
        ${a('response_status')}, ${a('response_body')}, ${a('created_at')}
      from json_each(${JSON.stringify(answers)}) as a
      where ${liveAmong(a('session_id') as RawBuilder<number>, a('user_id') as RawBuilder<number>, now)}
      on conflict (user_id, route, idem_key) do nothing
      returning 1`.execute(db)
    return kept.rows.length
  }
  if (answers.length === 1) {
    // A request that came alone (a batch of one): the row as values, as `saveAnswer` keeps it,
    // rather than arrays to unnest and count.
    const a = answers[0] as BatchAnswer
    const one = await sql`${prepared('idempotency-keep-answer')}insert into idempotency_keys
        (user_id, route, idem_key, request_hash, response_status, response_body, created_at)
      select cast(${a.user_id} as bigint), cast(${a.route} as text), cast(${a.idem_key} as text),
        cast(${a.request_hash} as text), cast(${a.response_status} as bigint),
        cast(${a.response_body} as text), cast(${a.created_at} as bigint)
      where ${liveAmong(sql<number>`cast(${a.session_id} as bigint)`, sql<number>`cast(${a.user_id} as bigint)`, now)}
      on conflict (user_id, route, idem_key) do nothing
      returning 1`.execute(db)
    return one.rows.length
  }
  const column = <T>(of: (a: BatchAnswer) => T) => answers.map(of)
  const result = await sql<{ kept: number }>`${prepared('idempotency-keep-answers')}
    with kept as (
      insert into idempotency_keys
        (user_id, route, idem_key, request_hash, response_status, response_body, created_at)
      select a.user_id, a.route, a.idem_key, a.request_hash, a.response_status, a.response_body, a.created_at
      from unnest(cast(${column((a) => a.user_id)} as bigint[]), cast(${column((a) => a.route)} as text[]),
        cast(${column((a) => a.idem_key)} as text[]), cast(${column((a) => a.request_hash)} as text[]),
        cast(${column((a) => a.response_status)} as bigint[]),
        cast(${column((a) => a.response_body)} as text[]), cast(${column((a) => a.created_at)} as bigint[]),
        cast(${column((a) => a.session_id)} as bigint[]))
        as a (user_id, route, idem_key, request_hash, response_status, response_body, created_at, session_id)
      where ${liveAmong(sql.ref('a.session_id'), sql.ref('a.user_id'), now)}
      on conflict (user_id, route, idem_key) do nothing
      returning 1
    )
    select count(*) as kept from kept`.execute(db)
  return Number(result.rows[0]?.kept ?? 0)
}
