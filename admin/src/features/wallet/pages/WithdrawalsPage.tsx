import { useState } from 'react'
import { Tabs, Typography, type TableColumnsType } from 'antd'
import { useSearchParams } from 'react-router'
import type {
  OpsWithdrawalRow,
  QueueCounts,
  QueueFilters,
  QueueOrder,
  WithdrawalStatus,
} from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { LoadMore } from '../../../lib/LoadMore.tsx'
import { Money, useMoney } from '../../../lib/money.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { ExportCsv } from '../../../lib/ExportCsv.tsx'
import { withdrawalsExportUrl } from '../api/exports.ts'
import { useCanMoveMoney } from '../../../lib/operator.ts'
import { statusLabel } from '../../../lib/status.ts'
import {
  WITHDRAWAL_STATUSES,
  useWithdrawalCounts,
  useWithdrawalSummary,
  useWithdrawals,
} from '../api/withdrawals.ts'
import { BulkRejectWithdrawals } from '../components/BulkRejectWithdrawals.tsx'
import { QueueToolbar } from '../components/QueueToolbar.tsx'
import { chatMarkColumns, useChatMarks } from '../components/chat-marks.tsx'
import { Shown, UserCell, tabLabel } from '../components/queue-parts.tsx'
import { readQueueParams } from '../model/queue-params.ts'
import { RejectWithdrawalModal } from '../components/RejectWithdrawalModal.tsx'
import { WithdrawalActions } from '../components/WithdrawalActions.tsx'
import { decisionColumns, waitingColumn } from '../components/decision-columns.tsx'

const money = (minor: string) => <Money minor={minor} />

const columns: TableColumnsType<OpsWithdrawalRow> = [
  { title: 'ID', dataIndex: 'id' },
  { title: 'User phone', key: 'user', render: (_, row) => <UserCell row={row} /> },
  { title: 'Wallet', dataIndex: 'wallet', render: statusLabel },
  { title: 'Amount', dataIndex: 'amount', render: money },
  { title: 'Fee', dataIndex: 'fee', render: money },
  { title: 'Actual', dataIndex: 'actual', render: money },
  { title: 'Account number', dataIndex: 'accountNumber' },
  { title: 'Receiver name', dataIndex: 'receiverName' },
  { title: 'Method', dataIndex: 'method' },
  {
    // When the user last changed the receipt account before asking: a payout right after a change
    // is worth a second look.
    title: 'Receipt changed at',
    dataIndex: 'receiptChangedAt',
    render: (at: number | null) => (at === null ? '—' : renderTime(at)),
  },
  { title: 'Created', dataIndex: 'createdAt', render: renderTime },
  { title: 'Expires', dataIndex: 'expiresAt', render: renderTime },
]

const decided: TableColumnsType<OpsWithdrawalRow> = [
  ...decisionColumns<OpsWithdrawalRow>(),
  { title: 'Reason', dataIndex: 'reason', render: (reason: string) => reason || '—' },
]

/** Once decided, when it would have expired no longer matters (but for the expired ones). */
const columnsOf = (status: string) =>
  status === 'pending' || status === 'expired' ? columns : columns.filter((c) => c.title !== 'Expires')

interface QueueProps {
  status: WithdrawalStatus
  order: QueueOrder
  filters: QueueFilters
  counts: QueueCounts | undefined
  /** False while the address holds a filter that cannot be asked for: nothing is listed. */
  enabled: boolean
}

function WithdrawalQueue({ status, order, filters, counts, enabled }: QueueProps) {
  const withdrawals = useWithdrawals(status, order, filters, enabled)
  const canAct = useCanMoveMoney() && status === 'pending'
  const [rejecting, setRejecting] = useState<OpsWithdrawalRow | null>(null)
  const [selected, setSelected] = useState<number[]>([])
  const rows = withdrawals.data?.pages.flatMap((page) => page.items) ?? []
  const marks = useChatMarks(
    'withdrawal',
    rows.map((r) => r.id),
  )
  const actions: TableColumnsType<OpsWithdrawalRow> = [
    waitingColumn<OpsWithdrawalRow>(),
    ...(canAct
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, row: OpsWithdrawalRow) => (
              <WithdrawalActions withdrawal={row} onReject={setRejecting} />
            ),
          },
        ]
      : []),
  ]

  return (
    <>
      {canAct && <BulkRejectWithdrawals ids={selected} onDone={() => setSelected([])} />}
      <DataTable<OpsWithdrawalRow>
        label={`${statusLabel(status)} withdrawals`}
        rowKey="id"
        columns={[
          ...columnsOf(status),
          ...(status === 'pending' ? actions : decided),
          ...chatMarkColumns<OpsWithdrawalRow>(marks, 'withdrawal'),
        ]}
        dataSource={rows}
        loading={withdrawals.isLoading}
        pagination={false}
        locale={{ emptyText: `No ${status} withdrawals.` }}
        rowSelection={
          canAct
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                getCheckboxProps: (row) => ({ 'aria-label': `Select withdrawal ${row.id}` }),
              }
            : undefined
        }
      />
      <Shown shown={rows.length} counts={counts} status={status} />
      <LoadMore {...withdrawals} label={`Load more ${status} withdrawals`} />
      {canAct && <RejectWithdrawalModal withdrawal={rejecting} onClose={() => setRejecting(null)} />}
    </>
  )
}

function PendingSummary() {
  const summary = useWithdrawalSummary()
  const format = useMoney()
  if (!summary.data) return null
  const { pending, pendingAmount } = summary.data
  return (
    <Typography.Text role="status" data-testid="withdrawal-summary">
      {`${pending} pending, ${format(pendingAmount)} on hold`}
    </Typography.Text>
  )
}

export function WithdrawalsPage() {
  const [params, setParams] = useSearchParams()
  const { status, order, filters, problem, filtered } = readQueueParams(params, WITHDRAWAL_STATUSES)
  const counts = useWithdrawalCounts(filters, problem === null)
  return (
    <>
      <PageHeading title="Withdrawals" extra={<PendingSummary />} />
      <ExportCsv what="withdrawals" urlFor={withdrawalsExportUrl} />
      <QueueToolbar
        key={params.toString()}
        what="withdrawals"
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
        items={WITHDRAWAL_STATUSES.map((key) => ({
          key,
          label: tabLabel(key, counts.data),
          children: (
            <WithdrawalQueue
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
