import { useState } from 'react'
import { Tabs, Typography, type TableColumnsType } from 'antd'
import type { OpsWithdrawalRow, WithdrawalStatus } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { LoadMore } from '../../../lib/LoadMore.tsx'
import { Money, useMoney } from '../../../lib/money.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { ExportCsv } from '../../../lib/ExportCsv.tsx'
import { withdrawalsExportUrl } from '../api/exports.ts'
import { useCanMoveMoney } from '../../../lib/operator.ts'
import { statusLabel } from '../../../lib/status.ts'
import { WITHDRAWAL_STATUSES, useWithdrawalSummary, useWithdrawals } from '../api/withdrawals.ts'
import { RejectWithdrawalModal } from '../components/RejectWithdrawalModal.tsx'
import { WithdrawalActions } from '../components/WithdrawalActions.tsx'
import { decisionColumns } from '../components/decision-columns.tsx'

const money = (minor: string) => <Money minor={minor} />

const columns: TableColumnsType<OpsWithdrawalRow> = [
  { title: 'ID', dataIndex: 'id' },
  { title: 'User phone', dataIndex: 'phone' },
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

function WithdrawalQueue({ status }: { status: WithdrawalStatus }) {
  const withdrawals = useWithdrawals(status)
  const canAct = useCanMoveMoney() && status === 'pending'
  const [rejecting, setRejecting] = useState<OpsWithdrawalRow | null>(null)
  const rows = withdrawals.data?.pages.flatMap((page) => page.items) ?? []
  const actions: TableColumnsType<OpsWithdrawalRow> = canAct
    ? [
        {
          title: 'Actions',
          key: 'actions',
          render: (_, row) => <WithdrawalActions withdrawal={row} onReject={setRejecting} />,
        },
      ]
    : []

  return (
    <>
      <DataTable<OpsWithdrawalRow>
        label={`${statusLabel(status)} withdrawals`}
        rowKey="id"
        columns={[...columnsOf(status), ...(status === 'pending' ? actions : decided)]}
        dataSource={rows}
        loading={withdrawals.isPending}
        pagination={false}
        locale={{ emptyText: `No ${status} withdrawals.` }}
      />
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
  const [status, setStatus] = useState<WithdrawalStatus>('pending')
  return (
    <>
      <PageHeading title="Withdrawals" extra={<PendingSummary />} />
      <ExportCsv what="withdrawals" urlFor={withdrawalsExportUrl} />
      <Tabs
        activeKey={status}
        onChange={(key) => setStatus(key as WithdrawalStatus)}
        destroyOnHidden
        items={WITHDRAWAL_STATUSES.map((key) => ({
          key,
          label: statusLabel(key),
          children: <WithdrawalQueue status={key} />,
        }))}
      />
    </>
  )
}
