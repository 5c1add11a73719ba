import { useState } from 'react'
import { Tabs, type TableColumnsType } from 'antd'
import { useSearchParams } from 'react-router'
import type { OpsRechargeRow, QueueCounts, QueueFilters, QueueOrder, RechargeStatus } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { LoadMore } from '../../../lib/LoadMore.tsx'
import { Money } from '../../../lib/money.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { ExportCsv } from '../../../lib/ExportCsv.tsx'
import { rechargesExportUrl } from '../api/exports.ts'
import { useCanMoveMoney } from '../../../lib/operator.ts'
import { useT, type TFunction } from '../../../lib/i18n.ts'
import { statusLabel } from '../../../lib/status.ts'
import { RECHARGE_STATUSES, useRechargeCounts, useRecharges } from '../api/recharges.ts'
import { BulkRechargeBar } from '../components/BulkRechargeBar.tsx'
import { QueueToolbar } from '../components/QueueToolbar.tsx'
import { chatMarkColumns, useChatMarks } from '../components/chat-marks.tsx'
import { Shown, TimeLeft, UserCell, tabLabel, useNow } from '../components/queue-parts.tsx'
import { readQueueParams } from '../model/queue-params.ts'
import { RechargeActions } from '../components/RechargeActions.tsx'
import { decisionColumns, waitingColumn } from '../components/decision-columns.tsx'

const columnsFor = (t: TFunction): TableColumnsType<OpsRechargeRow> => [
  { title: t('queue.id'), dataIndex: 'id' },
  { title: t('queue.paymentReference'), dataIndex: 'paymentReference' },
  { title: t('queue.userPhone'), key: 'user', render: (_, row) => <UserCell row={row} /> },
  { title: t('queue.amount'), dataIndex: 'amount', render: (amount: string) => <Money minor={amount} /> },
  { title: t('queue.membershipNumber'), dataIndex: 'membershipNumber' },
  { title: t('queue.payerAccount'), dataIndex: 'payerAccount' },
  {
    title: t('queue.channel'),
    key: 'channel',
    render: (_, row) => (row.channel ? `${row.channel.name} (${row.channel.companyName})` : '—'),
  },
  { title: t('queue.created'), dataIndex: 'createdAt', render: renderTime },
  { title: t('queue.expires'), key: 'expires', dataIndex: 'expiresAt', render: renderTime },
]

/** Once decided, when it would have expired no longer matters (but for the expired ones). */
const columnsOf = (t: TFunction, status: string) => {
  const columns = columnsFor(t)
  return status === 'pending' || status === 'expired' ? columns : columns.filter((c) => c.key !== 'expires')
}

interface QueueProps {
  status: RechargeStatus
  order: QueueOrder
  filters: QueueFilters
  counts: QueueCounts | undefined
  /** False while the address holds a filter that cannot be asked for: nothing is listed. */
  enabled: boolean
}

function RechargeQueue({ status, order, filters, counts, enabled }: QueueProps) {
  const recharges = useRecharges(status, order, filters, enabled)
  const canAct = useCanMoveMoney() && status === 'pending'
  const now = useNow()
  const t = useT()
  const [selected, setSelected] = useState<number[]>([])
  const rows = recharges.data?.pages.flatMap((page) => page.items) ?? []
  const marks = useChatMarks(
    'recharge',
    rows.map((r) => r.id),
  )
  const pending: TableColumnsType<OpsRechargeRow> = [
    {
      title: t('queue.timeLeft'),
      key: 'left',
      render: (_, row) => <TimeLeft expiresAt={row.expiresAt} now={now} />,
    },
    waitingColumn<OpsRechargeRow>(),
    ...(canAct
      ? [
          {
            title: t('queue.actions'),
            key: 'actions',
            render: (_: unknown, row: OpsRechargeRow) => <RechargeActions recharge={row} />,
          },
        ]
      : []),
  ]

  return (
    <>
      {canAct && <BulkRechargeBar ids={selected} onDone={() => setSelected([])} />}
      <DataTable<OpsRechargeRow>
        label={t('queue.rechargesOf', { status: statusLabel(status) })}
        rowKey="id"
        columns={[
          ...columnsOf(t, status),
          ...(status === 'pending' ? pending : decisionColumns<OpsRechargeRow>()),
          ...chatMarkColumns<OpsRechargeRow>(marks, 'recharge'),
        ]}
        dataSource={rows}
        loading={recharges.isLoading}
        pagination={false}
        locale={{ emptyText: t('queue.noRecharges', { status: t(`statusWord.${status}`) }) }}
        rowSelection={
          canAct
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                getCheckboxProps: (row) => ({ 'aria-label': t('queue.selectRecharge', { id: row.id }) }),
              }
            : undefined
        }
      />
      <Shown shown={rows.length} counts={counts} status={status} />
      <LoadMore {...recharges} label={t('queue.loadMoreRecharges', { status: t(`statusWord.${status}`) })} />
    </>
  )
}

export function RechargesPage() {
  const [params, setParams] = useSearchParams()
  const { status, order, filters, problem, filtered } = readQueueParams(params, RECHARGE_STATUSES)
  const counts = useRechargeCounts(filters, problem === null)
  const t = useT()
  return (
    <>
      <PageHeading title={t('nav.recharges')} />
      <ExportCsv what={t('queue.rechargesWhat')} urlFor={rechargesExportUrl} />
      <QueueToolbar
        key={params.toString()}
        what={t('queue.rechargesWhat')}
        order={order}
        problem={problem}
        filtered={filtered}
      />
      <Tabs
        activeKey={status}
        onChange={(key) => {
          const next = new URLSearchParams(params)
          next.set('status', key)
          next.delete('order')
          setParams(next)
        }}
        destroyOnHidden
        items={RECHARGE_STATUSES.map((key) => ({
          key,
          label: tabLabel(key, counts.data),
          children: (
            <RechargeQueue
              status={key}
              order={order}
              filters={filters}
              counts={counts.data}
              enabled={problem === null}
            />
          ),
        }))}
      />
    </>
  )
}
