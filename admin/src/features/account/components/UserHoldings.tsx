import { App, Button, Popconfirm, Tag, type TableColumnsType } from 'antd'
import type { HoldingStatus, HoldingView } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { Money } from '../../../lib/money.tsx'
import { useCanMoveMoney } from '../../../lib/operator.ts'
import { useFreezeHolding, useUserHoldings } from '../api/user-money.ts'
import { SectionTitle } from './UserBits.tsx'

const STATUS_TAGS: Record<HoldingStatus, { color?: string; label: string }> = {
  running: { color: 'success', label: 'Running' },
  expired: { label: 'Expired' },
  frozen: { color: 'error', label: 'Frozen' },
}

export function HoldingFreezeButton({ holding, userId }: { holding: HoldingView; userId: number }) {
  const { message } = App.useApp()
  const freeze = useFreezeHolding(userId)
  const frozen = holding.status === 'frozen'
  const verb = frozen ? 'Unfreeze' : 'Freeze'
  return (
    <Popconfirm
      title={`${verb} holding #${holding.id} (${holding.productName})?`}
      description={frozen ? 'Income falls due again.' : 'It pays nothing until unfrozen.'}
      okText={verb}
      onConfirm={() =>
        freeze.mutate(
          { id: holding.id, frozen: !frozen },
          {
            onSuccess: () =>
              void message.success(`Holding #${holding.id} ${frozen ? 'unfrozen' : 'frozen'}.`),
          },
        )
      }
    >
      <Button
        size="small"
        danger={!frozen}
        loading={freeze.isPending}
        aria-label={`${verb} holding ${holding.id}`}
      >
        {verb}
      </Button>
    </Popconfirm>
  )
}

export const holdingColumns: TableColumnsType<HoldingView> = [
  { title: 'ID', dataIndex: 'id' },
  { title: 'Product', dataIndex: 'productName' },
  { title: 'Price', dataIndex: 'price', render: (price: string) => <Money minor={price} /> },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: HoldingStatus) => (
      <Tag color={STATUS_TAGS[status].color}>{STATUS_TAGS[status].label}</Tag>
    ),
  },
  { title: 'Collected', key: 'collected', render: (_, h) => `${h.collectedCount} / ${h.earningsCount}` },
  { title: 'Received', dataIndex: 'collectedAmount', render: (amount: string) => <Money minor={amount} /> },
  { title: 'Bought', dataIndex: 'purchasedAt', render: renderTime },
  { title: 'Ends', dataIndex: 'endsAt', render: renderTime },
]

export function UserHoldings({ userId }: { userId: number }) {
  const holdings = useUserHoldings(userId)
  const canFreeze = useCanMoveMoney()
  const actions: TableColumnsType<HoldingView> = canFreeze
    ? [
        {
          title: 'Actions',
          key: 'actions',
          render: (_, h) => <HoldingFreezeButton holding={h} userId={userId} />,
        },
      ]
    : []
  return (
    <section style={{ marginTop: 24 }}>
      <SectionTitle>Holdings</SectionTitle>
      <DataTable<HoldingView>
        label="Holdings"
        rowKey="id"
        columns={[...holdingColumns, ...actions]}
        dataSource={holdings.data}
        loading={holdings.isPending}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        style={{ marginTop: 8 }}
      />
    </section>
  )
}
