import { sql, type Kysely } from 'kysely'
import type { TeamLevel } from '@app/contracts'
import type { DB } from '../../db/schema.ts'

/**
 * The invitation tree, read downwards from one user. Each level is a join along `inviter_id`
 * (indexed with `id`), so counts and pages cost one query each whatever the team's size.
 */
export async function countByLevel(db: Kysely<DB>, userId: number): Promise<Record<TeamLevel, number>> {
  const count = sql<number>`cast(count(*) as bigint)`
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('users as l1').select(count.as('n')).where('l1.inviter_id', '=', userId).as('level1'),
      eb
        .selectFrom('users as l2')
        .innerJoin('users as l1', 'l1.id', 'l2.inviter_id')
        .select(count.as('n'))
        .where('l1.inviter_id', '=', userId)
        .as('level2'),
      eb
        .selectFrom('users as l3')
        .innerJoin('users as l2', 'l2.id', 'l3.inviter_id')
        .innerJoin('users as l1', 'l1.id', 'l2.inviter_id')
        .select(count.as('n'))
        .where('l1.inviter_id', '=', userId)
        .as('level3'),
    ])
    .executeTakeFirstOrThrow()
  return { 1: Number(row.level1 ?? 0), 2: Number(row.level2 ?? 0), 3: Number(row.level3 ?? 0) }
}

/** Members at `level` under `userId`, newest first by keyset on their id; fetch `limit + 1`. */
export function listMembers(
  db: Kysely<DB>,
  userId: number,
  level: TeamLevel,
  cursor: number | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('users as m')
    .select(['m.id', 'm.phone', 'm.nickname', 'm.created_at'])
    .orderBy('m.id', 'desc')
    .limit(limit)
  if (level === 1) query = query.where('m.inviter_id', '=', userId)
  if (level === 2) {
    query = query.innerJoin('users as l1', 'l1.id', 'm.inviter_id').where('l1.inviter_id', '=', userId)
  }
  if (level === 3) {
    query = query
      .innerJoin('users as l2', 'l2.id', 'm.inviter_id')
      .innerJoin('users as l1', 'l1.id', 'l2.inviter_id')
      .where('l1.inviter_id', '=', userId)
  }
  if (cursor !== undefined) query = query.where('m.id', '<', cursor)
  return query.execute()
}
export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number]

export function findTeamOwner(db: Kysely<DB>, userId: number) {
  return db.selectFrom('users').select(['id', 'invitation_code']).where('id', '=', userId).executeTakeFirst()
}
