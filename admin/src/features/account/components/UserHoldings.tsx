import { App, Button, Popconfirm, Tag, type TableColumnsType } from 'antd'
import {
  INCOME_OPS_FREEZE_HOLDING,
  INCOME_OPS_UNFREEZE_HOLDING,
  type HoldingStatus,
  type HoldingView,
} from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { Money } from '../../../lib/money.tsx'
import { useMayCall } from '../../../lib/operator.ts'
import { useFreezeHolding, useUserHoldings } from '../api/user-money.ts'
import { SectionTitle } from './UserBits.tsx'
import { useT, type TFunction } from '../../../lib/i18n.ts'

const STATUS_TAGS: Record<HoldingStatus, { color?: string; label: string }> = {
  running: { color: 'success', label: 'user.running' },
  expired: { label: 'user.expired' },
  frozen: { color: 'error', label: 'user.frozen' },
}

export function HoldingFreezeButton({ holding, userId }: { holding: HoldingView; userId: number }) {
  const { message } = App.useApp()
  const freeze = useFreezeHolding(userId)
  const frozen = holding.status === 'frozen'
  const t = useT()
  const id = holding.id
  return (
    <Popconfirm
      title={t(frozen ? 'user.holdingUnfreezeConfirm' : 'user.holdingFreezeConfirm', {
        id,
        product: holding.productName,
      })}
      description={frozen ? t('user.incomeDueAgain') : t('user.paysNothing')}
      okText={t(frozen ? 'user.unfreeze' : 'user.freeze')}
      onConfirm={() =>
        freeze.mutate(
          { id: holding.id, frozen: !frozen },
          {
            onSuccess: () =>
              void message.success(t(frozen ? 'user.holdingUnfrozen' : 'user.holdingFrozen', { id })),
          },
        )
      }
    >
      <Button
        size="small"
        danger={!frozen}
        loading={freeze.isPending}
        aria-label={t(frozen ? 'user.unfreezeHolding' : 'user.freezeHolding', { id })}
      >
        {t(frozen ? 'user.unfreeze' : 'user.freeze')}
      </Button>
    </Popconfirm>
  )
}

export const holdingColumns = (t: TFunction): TableColumnsType<HoldingView> => [
  { title: t('user.id'), dataIndex: 'id' },
  { title: t('user.product'), dataIndex: 'productName' },
  { title: t('user.price'), dataIndex: 'price', render: (price: string) => <Money minor={price} /> },
  {
    title: t('user.status'),
    dataIndex: 'status',
    render: (status: HoldingStatus) => (
      <Tag color={STATUS_TAGS[status].color}>{t(STATUS_TAGS[status].label)}</Tag>
    ),
  },
  {
    title: t('user.collected'),
    key: 'collected',
    render: (_, h) => `${h.collectedCount} / ${h.earningsCount}`,
  },
  {
    title: t('user.received'),
    dataIndex: 'collectedAmount',
    render: (amount: string) => <Money minor={amount} />,
  },
  // The rest of what was received is the user's own money coming back (decision 0053).
  {
    title: t('user.receivedProfit'),
    key: 'receivedProfit',
    render: (_, h) => <Money minor={h.receivedParts.profit} />,
  },
  { title: t('user.bought'), dataIndex: 'purchasedAt', render: renderTime },
  { title: t('user.ends'), dataIndex: 'endsAt', render: renderTime },
]

export function UserHoldings({ userId }: { userId: number }) {
  const holdings = useUserHoldings(userId)
  const canFreeze = useMayCall(INCOME_OPS_FREEZE_HOLDING, INCOME_OPS_UNFREEZE_HOLDING)
  const t = useT()
  const actions: TableColumnsType<HoldingView> = canFreeze
    ? [
        {
          title: t('user.actions'),
          key: 'actions',
          render: (_, h) => <HoldingFreezeButton holding={h} userId={userId} />,
        },
      ]
    : []
  return (
    <section style={{ marginTop: 24 }}>
      <SectionTitle>{t('user.holdings')}</SectionTitle>
      <DataTable<HoldingView>
        label={t('user.holdings')}
        rowKey="id"
        columns={[...holdingColumns(t), ...actions]}
        dataSource={holdings.data}
        loading={holdings.isPending}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        style={{ marginTop: 8 }}
      />
    </section>
  )
}
