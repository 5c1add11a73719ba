import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createTestDatabase, postgresAvailable } from '../testing/databases.ts'
import { leadership, type Leadership } from './leader.ts'

/** Until `check` holds, polling: leadership moves on the leaders' own rounds. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20))
}

describe.skipIf(!(await postgresAvailable()))('one leader for the background work (PostgreSQL)', () => {
  it(
    'gives the work to one process of three, and to another when it stops',
    { timeout: 30_000 },
    async () => {
      const database = await createTestDatabase('postgres', { poolSize: 1 })
      const pollMs = 100
      const all: Leadership[] = [0, 1, 2].map(() => leadership(database, { pollMs }))
      try {
        await until(() => all.some((l) => l.isLeader()))
        // Several rounds of all three: the lock stays with the one that took it.
        await new Promise((resolve) => setTimeout(resolve, 5 * pollMs))
        expect(all.filter((l) => l.isLeader())).toHaveLength(1)
        const first = all.find((l) => l.isLeader())!
        await first.stop()
        const rest = all.filter((l) => l !== first)
        await until(() => rest.some((l) => l.isLeader()))
        expect(rest.filter((l) => l.isLeader())).toHaveLength(1)
        expect(first.isLeader()).toBe(false)
      } finally {
        for (const l of all) await l.stop()
        await database.close()
      }
    },
  )

  it(
    'gives the work up when its connection is ended from outside (a leader that died)',
    { timeout: 30_000 },
    async () => {
      const database = await createTestDatabase('postgres', { poolSize: 1 })
      const changes: boolean[] = []
      const one = leadership(database, { pollMs: 100, onChange: (leader) => changes.push(leader) })
      try {
        await until(() => one.isLeader())
        // What a leader killed with `kill -9` leaves behind: its session ends, and its lock with it.
        await sql`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`.execute(
          database.db,
        )
        await until(() => changes.length >= 3)
        // Lost, then taken again on a new connection at the next round.
        expect(changes.slice(0, 3)).toEqual([true, false, true])
      } finally {
        await one.stop()
        await database.close()
      }
    },
  )
})
