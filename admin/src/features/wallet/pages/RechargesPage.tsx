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
import { statusLabel } from '../../../lib/status.ts'
import { RECHARGE_STATUSES, useRechargeCounts, useRecharges } from '../api/recharges.ts'
import { BulkRechargeBar } from '../components/BulkRechargeBar.tsx'
import { QueueToolbar } from '../components/QueueToolbar.tsx'
import { chatMarkColumns, useChatMarks } from '../components/chat-marks.tsx'
import { Shown, TimeLeft, UserCell, tabLabel, useNow } from '../components/queue-parts.tsx'
import { readQueueParams } from '../model/queue-params.ts'
import { RechargeActions } from '../components/RechargeActions.tsx'
import { decisionColumns, waitingColumn } from '../components/decision-columns.tsx'

const columns: TableColumnsType<OpsRechargeRow> = [
  { title: 'ID', dataIndex: 'id' },
  { title: 'Payment reference', dataIndex: 'paymentReference' },
  { title: 'User phone', key: 'user', render: (_, row) => <UserCell row={row} /> },
  { title: 'Amount', dataIndex: 'amount', render: (amount: string) => <Money minor={amount} /> },
  { title: 'Membership number', dataIndex: 'membershipNumber' },
  { title: 'Payer account', dataIndex: 'payerAccount' },
  {
    title: 'Channel',
    key: 'channel',
    render: (_, row) => (row.channel ? `${row.channel.name} (${row.channel.companyName})` : '—'),
  },
  { title: 'Created', dataIndex: 'createdAt', render: renderTime },
  { title: 'Expires', dataIndex: 'expiresAt', render: renderTime },
]

const decided = decisionColumns<OpsRechargeRow>()

/** Once decided, when it would have expired no longer matters (but for the expired ones). */
const columnsOf = (status: string) =>
  status === 'pending' || status === 'expired' ? columns : columns.filter((c) => c.title !== 'Expires')

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
  const [selected, setSelected] = useState<number[]>([])
  const rows = recharges.data?.pages.flatMap((page) => page.items) ?? []
  const marks = useChatMarks(
    'recharge',
    rows.map((r) => r.id),
  )
  const pending: TableColumnsType<OpsRechargeRow> = [
    {
      title: 'Time left',
      key: 'left',
      render: (_, row) => <TimeLeft expiresAt={row.expiresAt} now={now} />,
    },
    waitingColumn<OpsRechargeRow>(),
    ...(canAct
      ? [
          {
            title: 'Actions',
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
        label={`${statusLabel(status)} recharges`}
        rowKey="id"
        columns={[
          ...columnsOf(status),
          ...(status === 'pending' ? pending : decided),
          ...chatMarkColumns<OpsRechargeRow>(marks, 'recharge'),
        ]}
        dataSource={rows}
        loading={recharges.isLoading}
        pagination={false}
        locale={{ emptyText: `No ${status} recharges.` }}
        rowSelection={
          canAct
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                getCheckboxProps: (row) => ({ 'aria-label': `Select recharge ${row.id}` }),
              }
            : undefined
        }
      />
      <Shown shown={rows.length} counts={counts} status={status} />
      <LoadMore {...recharges} label={`Load more ${status} recharges`} />
    </>
  )
}

export function RechargesPage() {
  const [params, setParams] = useSearchParams()
  const { status, order, filters, problem, filtered } = readQueueParams(params, RECHARGE_STATUSES)
  const counts = useRechargeCounts(filters, problem === null)
  return (
    <>
      <PageHeading title="Recharges" />
      <ExportCsv what="recharges" urlFor={rechargesExportUrl} />
      <QueueToolbar
        key={params.toString()}
        what="recharges"
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
