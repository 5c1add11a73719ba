import type { FastifyInstance } from 'fastify'
import type { RecordAccount, RecordKind, WalletRecordDetail, WalletSummary } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { PAGE_SIZE, parseCursor, toPage } from '../../lib/paging.ts'
import { ok } from '../../lib/reply.ts'
import { requireUser, userOf } from '../auth/guards.ts'
import { getAppConfigRow } from '../config/config.repo.ts'
import { getUserBalances } from '../ledger/ledger.service.ts'
import { parseId } from '../../lib/params.ts'
import { presentBalances } from '../ledger/balances.presenter.ts'
import { vipStanding } from '../vip/vip.service.ts'

const ACCOUNTS: RecordAccount[] = ['balance', 'revenue', 'points', 'withdraw_hold']

export async function walletRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const db = deps.database.db
  const signedIn = { preHandler: requireUser(deps) }

  app.get('/api/wallet', signedIn, async (request) => {
    const { userId } = userOf(request)
    const [balances, standing] = await Promise.all([getUserBalances(db, userId), vipStanding(deps, userId)])
    const { levels, level: vipLevel, rechargeTotal: total } = standing
    const next = levels.find((l) => l.level === vipLevel + 1)
    const summary: WalletSummary = {
      ...presentBalances(balances),
      vipLevel,
      rechargeTotal: String(total),
      nextVip: next ? { level: next.level, minRechargeTotal: String(next.min_recharge_total) } : null,
    }
    return ok(summary)
  })

  // Wallet records: every movement of the user's accounts, newest first; `account` narrows to one.
  app.get<{ Querystring: { cursor?: string; account?: string } }>(
    '/api/wallet/records',
    signedIn,
    async (request) => {
      const cursor = parseCursor(request.query.cursor)
      const account = ACCOUNTS.find((a) => a === request.query.account)
      let query = db
        .selectFrom('postings as p')
        .innerJoin('accounts as a', 'a.id', 'p.account_id')
        .innerJoin('journal_entries as e', 'e.id', 'p.entry_id')
        .select(['p.id', 'e.kind', 'a.kind as account', 'p.amount', 'p.balance_after', 'p.created_at'])
        .where('p.user_id', '=', userOf(request).userId)
        .orderBy('p.id', 'desc')
        .limit(PAGE_SIZE + 1)
      if (cursor !== undefined) query = query.where('p.id', '<', cursor)
      if (account) query = query.where('a.kind', '=', account)
      return ok(
        toPage(await query.execute(), PAGE_SIZE, (r) => ({
          id: r.id,
          kind: r.kind as RecordKind,
          account: r.account as RecordAccount,
          amount: String(r.amount),
          balanceAfter: String(r.balance_after ?? 0),
          createdAt: r.created_at,
        })),
      )
    },
  )

  // Transaction detail: the posting, and what the money movement was for — the recharge (paid to
  // the channel's company) or the withdrawal (paid to the receipt account) behind it, if any.
  app.get<{ Params: { id: string } }>('/api/wallet/records/:id', signedIn, async (request) => {
    const row = await db
      .selectFrom('postings as p')
      .innerJoin('accounts as a', 'a.id', 'p.account_id')
      .innerJoin('journal_entries as e', 'e.id', 'p.entry_id')
      .leftJoin('recharges as r', 'r.entry_id', 'e.id')
      .leftJoin('payment_channels as c', 'c.id', 'r.channel_id')
      .leftJoin('withdrawals as w', (join) =>
        join.on((eb) =>
          eb.or([eb('w.hold_entry_id', '=', eb.ref('e.id')), eb('w.settle_entry_id', '=', eb.ref('e.id'))]),
        ),
      )
      .select([
        'p.id',
        'e.kind',
        'e.reference',
        'a.kind as account',
        'p.amount',
        'p.created_at',
        'r.status as rechargeStatus',
        'c.name as channelName',
        'c.company_name',
        'c.company_number',
        'w.status as withdrawalStatus',
        'w.amount as withdrawalAmount',
        'w.fee',
        'w.fee_bp',
        'w.receiver_name',
        'w.account_number',
        'w.method as withdrawalMethod',
      ])
      .where('p.id', '=', parseId(request.params.id))
      .where('p.user_id', '=', userOf(request).userId)
      .executeTakeFirst()
    if (!row) throw new AppError('NOT_FOUND')
    const { currency } = await getAppConfigRow(db)
    const withdrawal = row.withdrawalStatus !== null
    const detail: WalletRecordDetail = {
      id: row.id,
      kind: row.kind as RecordKind,
      amount: String(row.amount),
      realAmount: withdrawal ? String((row.withdrawalAmount ?? 0) - (row.fee ?? 0)) : String(row.amount),
      feeRateBp: row.fee_bp ?? 0,
      account: row.account as RecordAccount,
      receiverName: row.receiver_name ?? row.company_name ?? '',
      receiverAccount: row.account_number ?? row.company_number ?? '',
      currency,
      paymentMethod: row.withdrawalMethod ?? row.channelName ?? '',
      method: row.kind,
      status: (row.withdrawalStatus ?? row.rechargeStatus ?? 'completed') as WalletRecordDetail['status'],
      createTime: row.created_at,
      reference: row.reference,
    }
    return ok(detail)
  })
}
