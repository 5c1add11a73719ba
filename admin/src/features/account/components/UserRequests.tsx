import { Link } from 'react-router'
import { Descriptions, Flex, Tag, Typography, type TableColumnsType } from 'antd'
import type { RechargeRow, WithdrawalRow } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { Money } from '../../../lib/money.tsx'
import { useCanMoveMoney } from '../../../lib/operator.ts'
import { statusLabel } from '../../../lib/status.ts'
import { useUserMoneyRequests } from '../api/user-page.ts'
import { SectionTitle } from './UserBits.tsx'

const status = (s: string) => <Tag color={s === 'pending' ? 'processing' : undefined}>{statusLabel(s)}</Tag>

const rechargeColumns: TableColumnsType<RechargeRow> = [
  { title: 'ID', dataIndex: 'id' },
  { title: 'Amount', dataIndex: 'amount', render: (amount: string) => <Money minor={amount} /> },
  { title: 'Status', dataIndex: 'status', render: status },
  { title: 'Channel', key: 'channel', render: (_, r) => r.channel?.name ?? '—' },
  { title: 'Asked', dataIndex: 'createdAt', render: renderTime },
]

const withdrawalColumns: TableColumnsType<WithdrawalRow> = [
  { title: 'ID', dataIndex: 'id' },
  { title: 'Amount', dataIndex: 'amount', render: (amount: string) => <Money minor={amount} /> },
  { title: 'Status', dataIndex: 'status', render: status },
  { title: 'To', key: 'to', render: (_, w) => `${w.method} ${w.accountNumber}` },
  { title: 'Asked', dataIndex: 'createdAt', render: renderTime },
]

/**
 * The user's recharges and withdrawals: what waits and the latest five of each; the queues, filtered
 * by the user, list the rest (their pages are admin's and finance's).
 */
export function UserRequests({ userId }: { userId: number }) {
  const requests = useUserMoneyRequests(userId)
  const canOpenQueues = useCanMoveMoney()
  const data = requests.data
  return (
    <section style={{ marginTop: 24 }} aria-labelledby="user-requests">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <SectionTitle id="user-requests">Recharges and withdrawals</SectionTitle>
        {canOpenQueues && (
          <Flex gap={16}>
            <Link to={`/recharges?user=${userId}`}>All recharges of this user</Link>
            <Link to={`/withdrawals?user=${userId}`}>All withdrawals of this user</Link>
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
              label: 'Pending recharges',
              children: (
                <span data-testid="user-pending-recharges">
                  {data.recharges.pending} · <Money minor={data.recharges.pendingAmount} />
                </span>
              ),
            },
            {
              key: 'withdrawals',
              label: 'Pending withdrawals',
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
        Latest recharges
      </Typography.Title>
      <DataTable<RechargeRow>
        label="Latest recharges"
        rowKey="id"
        columns={rechargeColumns}
        dataSource={data?.recharges.recent}
        loading={requests.isPending}
        pagination={false}
        locale={{ emptyText: 'No recharges yet.' }}
        style={{ marginTop: 8 }}
      />
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 16 }}>
        Latest withdrawals
      </Typography.Title>
      <DataTable<WithdrawalRow>
        label="Latest withdrawals"
        rowKey="id"
        columns={withdrawalColumns}
        dataSource={data?.withdrawals.recent}
        loading={requests.isPending}
        pagination={false}
        locale={{ emptyText: 'No withdrawals yet.' }}
        style={{ marginTop: 8 }}
      />
    </section>
  )
}
