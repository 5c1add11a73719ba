import { expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { httpClient } from '../../testing/http.ts'
import { buildOperator } from '../../testing/factories.ts'

/**
 * The last active admin stays, even when the last two disable each other at the same moment
 * (a write skew on PostgreSQL unless the check locks the admins' rows). Over real connections.
 */
describeEachDialect('the last admin under a race', (ctx) => {
  it('two admins disabling each other at once: one wins, one is refused, an admin remains, 10 times', async () => {
    const http = await httpClient(ctx(), 4)
    try {
      let survivor: { id: number; token: string } | undefined
      for (let round = 0; round < 10; round++) {
        const a = await buildOperator(ctx(), 'admin')
        const b = await buildOperator(ctx(), 'admin')
        if (survivor) {
          const off = await http.request('PATCH', `/api/ops/operators/${survivor.id}`, {
            token: a.token,
            body: { disabled: true },
          })
          expect(off.status).toBe(200)
        }
        const [ab, ba] = await Promise.all([
          http.request('PATCH', `/api/ops/operators/${b.id}`, { token: a.token, body: { disabled: true } }),
          http.request('PATCH', `/api/ops/operators/${a.id}`, { token: b.token, body: { disabled: true } }),
        ])
        const statuses = [ab.status, ba.status].sort()
        // The loser is refused as the last admin, or (its session ended by the winner) signed out.
        expect(statuses[0]).toBe(200)
        expect([401, 409]).toContain(statuses[1])
        const active = await ctx()
          .deps.database.db.selectFrom('operators')
          .select('id')
          .where('role', '=', 'admin')
          .where('disabled', '=', 0)
          .execute()
        expect(active).toHaveLength(1)
        survivor = ab.status === 200 ? a : b
      }
    } finally {
      await http.close()
    }
  })
})
