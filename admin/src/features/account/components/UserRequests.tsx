import { Link } from 'react-router'
import { Descriptions, Flex, Tag, Typography, type TableColumnsType } from 'antd'
import type { RechargeRow, WithdrawalRow } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { Money } from '../../../lib/money.tsx'
import { useCanMoveMoney } from '../../../lib/operator.ts'
import { statusLabel } from '../../../lib/status.ts'
import { useUserMoneyRequests } from '../api/user-page.ts'
import { SectionTitle } from './UserBits.tsx'
import { useT, type TFunction } from '../../../lib/i18n.ts'

const status = (s: string) => <Tag color={s === 'pending' ? 'processing' : undefined}>{statusLabel(s)}</Tag>

const rechargeColumns = (t: TFunction): TableColumnsType<RechargeRow> => [
  { title: t('user.id'), dataIndex: 'id' },
  { title: t('user.amount'), dataIndex: 'amount', render: (amount: string) => <Money minor={amount} /> },
  { title: t('user.status'), dataIndex: 'status', render: status },
  { title: t('user.channel'), key: 'channel', render: (_, r) => r.channel?.name ?? '—' },
  { title: t('user.asked'), dataIndex: 'createdAt', render: renderTime },
]

const withdrawalColumns = (t: TFunction): TableColumnsType<WithdrawalRow> => [
  { title: t('user.id'), dataIndex: 'id' },
  { title: t('user.amount'), dataIndex: 'amount', render: (amount: string) => <Money minor={amount} /> },
  { title: t('user.status'), dataIndex: 'status', render: status },
  { title: t('user.to'), key: 'to', render: (_, w) => `${w.method} ${w.accountNumber}` },
  { title: t('user.asked'), dataIndex: 'createdAt', render: renderTime },
]

/**
 * The user's recharges and withdrawals: what waits and the latest five of each; the queues, filtered
 * by the user, list the rest (their pages are admin's and finance's).
 */
export function UserRequests({ userId }: { userId: number }) {
  const requests = useUserMoneyRequests(userId)
  const canOpenQueues = useCanMoveMoney()
  const data = requests.data
  const t = useT()
  return (
    <section style={{ marginTop: 24 }} aria-labelledby="user-requests">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <SectionTitle id="user-requests">{t('user.requests')}</SectionTitle>
        {canOpenQueues && (
          <Flex gap={16}>
            <Link to={`/recharges?user=${userId}`}>{t('user.allRecharges')}</Link>
            <Link to={`/withdrawals?user=${userId}`}>{t('user.allWithdrawals')}</Link>
          </Flex>
        )}
      </Flex>
      {data && (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2 }}
          style={{ marginTop: 8 }}
          items={[
            {
              key: 'recharges',
              label: t('user.pendingRecharges'),
              children: (
                <span data-testid="user-pending-recharges">
                  {data.recharges.pending} · <Money minor={data.recharges.pendingAmount} />
                </span>
              ),
            },
            {
              key: 'withdrawals',
              label: t('user.pendingWithdrawals'),
              children: (
                <span data-testid="user-pending-withdrawals">
                  {data.withdrawals.pending} · <Money minor={data.withdrawals.pendingAmount} />
                </span>
              ),
            },
          ]}
        />
      )}
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 16 }}>
        {t('user.latestRecharges')}
      </Typography.Title>
      <DataTable<RechargeRow>
        label={t('user.latestRecharges')}
        rowKey="id"
        columns={rechargeColumns(t)}
        dataSource={data?.recharges.recent}
        loading={requests.isPending}
        pagination={false}
        locale={{ emptyText: t('user.noRecharges') }}
        style={{ marginTop: 8 }}
      />
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 16 }}>
        {t('user.latestWithdrawals')}
      </Typography.Title>
      <DataTable<WithdrawalRow>
        label={t('user.latestWithdrawals')}
        rowKey="id"
        columns={withdrawalColumns(t)}
        dataSource={data?.withdrawals.recent}
        loading={requests.isPending}
        pagination={false}
        locale={{ emptyText: t('user.noWithdrawals') }}
        style={{ marginTop: 8 }}
      />
    </section>
  )
}
