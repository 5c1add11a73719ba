import { useState } from 'react'
import { Flex, Segmented, type TableColumnsType } from 'antd'
import {
  HOLDING_FILTERS,
  INCOME_OPS_FREEZE_HOLDING,
  INCOME_OPS_UNFREEZE_HOLDING,
  type HoldingFilter,
  type HoldingView,
} from '@app/contracts'
import { DataTable } from '../../../lib/DataTable.tsx'
import { LoadMore } from '../../../lib/LoadMore.tsx'
import { useMayCall } from '../../../lib/operator.ts'
import { statusLabel } from '../../../lib/status.ts'
import { useUserHoldingsPage } from '../api/user-page.ts'
import { SectionTitle } from './UserBits.tsx'
import { HoldingFreezeButton, holdingColumns } from './UserHoldings.tsx'
import { useT } from '../../../lib/i18n.ts'

/** The user's products on their page, running, expired or frozen, newest first, a page at a time. */
export function UserHoldingsPaged({ userId }: { userId: number }) {
  const [filter, setFilter] = useState<HoldingFilter>('all')
  const holdings = useUserHoldingsPage(userId, filter)
  const canFreeze = useMayCall(INCOME_OPS_FREEZE_HOLDING, INCOME_OPS_UNFREEZE_HOLDING)
  const t = useT()
  const rows = holdings.data?.pages.flatMap((page) => page.items) ?? []
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
      <Flex justify="space-between" align="center" wrap gap={12}>
        <SectionTitle>{t('user.holdings')}</SectionTitle>
        <Segmented<HoldingFilter>
          aria-label={t('user.showHoldings')}
          value={filter}
          onChange={setFilter}
          options={HOLDING_FILTERS.map((f) => ({ value: f, label: statusLabel(f) }))}
        />
      </Flex>
      <DataTable<HoldingView>
        label={t('user.holdings')}
        rowKey="id"
        columns={[...holdingColumns(t), ...actions]}
        dataSource={rows}
        loading={holdings.isPending}
        pagination={false}
        locale={{
          emptyText:
            filter === 'all'
              ? t('user.noHoldings')
              : t('user.noHoldingsOf', { filter: t(`statusWord.${filter}`) }),
        }}
        style={{ marginTop: 8 }}
      />
      <LoadMore {...holdings} label={t('user.loadMoreHoldings')} />
    </section>
  )
}
