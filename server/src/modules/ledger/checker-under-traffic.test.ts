import { randomUUID } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator, buildUser, fundUser, withdrawalOf } from '../../testing/factories.ts'
import { httpClient } from '../../testing/http.ts'

/**
 * The checker reads one consistent snapshot: reports taken over HTTP while withdrawals run in
 * parallel never show a hold without its pending withdrawal, or the other way round.
 */
describeEachDialect('the money checker under traffic', (ctx) => {
  let admin: { token: string }
  beforeAll(async () => {
    admin = await buildOperator(ctx(), 'admin')
  })

  it('never reports a broken invariant while money moves: it reads one snapshot', async () => {
    const http = await httpClient(ctx())
    try {
      const users = await Promise.all(
        Array.from({ length: 12 }, async () => {
          const u = await buildUser(ctx())
          await fundUser(ctx(), u.user.id, 50_000)
          await ctx().call({
            method: 'PUT',
            url: '/api/account/receipt',
            token: u.token,
            payload: {
              accountNumber: '1234567890',
              receiverName: 'Ana Ruiz',
              method: 'Bank',
              password: u.password,
            },
          })
          return u
        }),
      )
      const moves = users.flatMap((u) =>
        Array.from({ length: 3 }, () =>
          http.request('POST', '/api/withdrawals', {
            token: u.token,
            key: randomUUID(),
            body: withdrawalOf(1500),
          }),
        ),
      )
      const checks = Array.from({ length: 12 }, () =>
        http.request('GET', '/api/ops/ledger/check', { token: admin.token }),
      )
      const [moved, reports] = await Promise.all([Promise.all(moves), Promise.all(checks)])
      expect(moved.filter((r) => r.status === 200)).toHaveLength(36)
      const broken = reports.flatMap(
        (r) => (r.body.data as { checks: { id: string; ok: boolean; detail: string }[] }).checks,
      )
      expect(broken.filter((c) => !c.ok)).toEqual([])
    } finally {
      http.close()
    }
  })
})
