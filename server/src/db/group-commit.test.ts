import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, testDialects } from '../testing/databases.ts'
import type { Database } from './database.ts'
import { groupCommitIsOn, inGroupCommit, MAX_BATCH, onGroupCommit, useGroupCommit } from './group-commit.ts'
import { afterCommit, type Tx } from './transaction.ts'

describe.each(await testDialects())('group commit (%s)', (dialect) => {
  let database: Database
  const batches: number[] = []
  // Turned on here whatever the default; the mechanism is the same on both.
  const wasOn = groupCommitIsOn(dialect)
  // The metrics' listener, put back afterwards: test files may share this module (no isolation).
  let listener: (size: number) => void = () => {}

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    await sql`create table group_commit_probe (id integer primary key, note text not null)`.execute(
      database.db,
    )
    listener = onGroupCommit((size) => batches.push(size))
    useGroupCommit(dialect, true)
  })
  afterAll(async () => {
    onGroupCommit(listener)
    useGroupCommit(dialect, wasOn)
    await database.close()
  })
  beforeEach(async () => {
    batches.length = 0
    await sql`delete from group_commit_probe`.execute(database.db)
  })

  const insert = (tx: Tx, id: number) =>
    sql`insert into group_commit_probe (id, note) values (${id}, 'kept')`.execute(tx)
  const storedIds = async () =>
    (await sql<{ id: number }>`select id from group_commit_probe order by id`.execute(database.db)).rows.map(
      (r) => Number(r.id),
    )

  it('writes requests that arrive together in shared commits, each with its own answer', async () => {
    const ids = Array.from({ length: 3 * MAX_BATCH }, (_, i) => i + 1)
    const answers = await Promise.allSettled(
      ids.map((id) =>
        inGroupCommit(database, 7, async (tx) => {
          await insert(tx, id)
          // A refusal after writing: its own write is undone, nobody else's.
          if (id % 10 === 0) throw new Error(`refused ${id}`)
          return id * 2
        }),
      ),
    )
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message))).toEqual(
      ids.map((id) => (id % 10 === 0 ? `refused ${id}` : id * 2)),
    )
    expect(await storedIds()).toEqual(ids.filter((id) => id % 10 !== 0))
    // All were queued in the same turn of the event loop: full batches, one commit each.
    expect(batches).toEqual([MAX_BATCH, MAX_BATCH, MAX_BATCH])
  })

  it('runs what a request asked to run after the commit only if that request was kept', async () => {
    const told: number[] = []
    const answers = await Promise.allSettled(
      [1, 2, 3, 4].map((id) =>
        inGroupCommit(database, 7, async (tx) => {
          await insert(tx, id)
          afterCommit(tx, () => told.push(id))
          if (id === 2) throw new Error('refused')
        }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled'])
    expect(batches).toEqual([4])
    expect(await storedIds()).toEqual([1, 3, 4])
    expect(told).toEqual([1, 3, 4])
  })

  it('rolls back only the request whose statement failed, and goes on with the batch', async () => {
    await inGroupCommit(database, 7, (tx) => insert(tx, 1))
    const answers = await Promise.allSettled(
      [2, 1, 3, 4].map((id) => inGroupCommit(database, 7, (tx) => insert(tx, id))),
    )
    // id 1 exists already: a unique violation, which on PostgreSQL aborts everything up to its savepoint.
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled'])
    expect(await storedIds()).toEqual([1, 2, 3, 4])
  })

  it('writes a request that arrives alone in a transaction of its own', async () => {
    expect(await inGroupCommit(database, 7, async (tx) => (await insert(tx, 5), 'done'))).toBe('done')
    expect(batches).toEqual([])
    expect(await storedIds()).toEqual([5])
  })

  it('runs a request again, alone, when it lost a deadlock inside a batch', async () => {
    let tries = 0
    const loser = async (tx: Tx) => {
      tries += 1
      await insert(tx, 100 + tries)
      if (tries === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' })
      return 'won'
    }
    const answers = await Promise.all([
      inGroupCommit(database, 7, (tx) => insert(tx, 1)),
      inGroupCommit(database, 7, (tx) => insert(tx, 2)),
      inGroupCommit(database, 7, loser),
      inGroupCommit(database, 7, (tx) => insert(tx, 3)),
    ])
    expect(answers[2]).toBe('won')
    expect(tries).toBe(2)
    // The first try's write was rolled back with its savepoint; the second try's stands.
    expect(await storedIds()).toEqual([1, 2, 3, 102])
  })
})
