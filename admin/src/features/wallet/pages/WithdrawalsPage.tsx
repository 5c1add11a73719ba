import { useState } from 'react'
import { Typography, type TableColumnsType } from 'antd'
import { useSearchParams } from 'react-router'
import type { OpsWithdrawalRow, WithdrawalStatus } from '@app/contracts'
import { Money, useMoney } from '../../../lib/money.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { withdrawalsExportUrl } from '../api/exports.ts'
import { formatCount } from '../../../lib/format.ts'
import { useLocale, useT, type TFunction } from '../../../lib/i18n.ts'
import { statusLabel } from '../../../lib/status.ts'
import {
  WITHDRAWAL_STATUSES,
  useWithdrawalCounts,
  useWithdrawalSummary,
  useWithdrawals,
} from '../api/withdrawals.ts'
import { BulkRejectWithdrawals } from '../components/BulkRejectWithdrawals.tsx'
import { QueueTable, QueueTabs, useNow, type QueueView } from '../components/queue-parts.tsx'
import { ExpiresCell, StackedTime, TwoLines, UserCell } from '../components/queue-cells.tsx'
import { readQueueParams } from '../model/queue-params.ts'
import { RejectWithdrawalModal } from '../components/RejectWithdrawalModal.tsx'
import { WithdrawalActions } from '../components/WithdrawalActions.tsx'

const money = (minor: string) => <Money minor={minor} />

/** Columns of two short lines at most, so a row stays low and the actions stay in view at 1440 px. */
const columnsFor = (t: TFunction, now: number, pending: boolean): TableColumnsType<OpsWithdrawalRow> => [
  { title: t('queue.id'), dataIndex: 'id' },
  { title: t('queue.userPhone'), key: 'user', render: (_, row) => <UserCell row={row} /> },
  { title: t('queue.wallet'), dataIndex: 'wallet', render: statusLabel },
  {
    title: t('queue.amount'),
    key: 'amount',
    render: (_, row) => (
      <TwoLines first={money(row.amount)} second={<FeeAndPaid fee={row.fee} actual={row.actual} />} />
    ),
  },
  {
    title: t('queue.payToColumn'),
    key: 'payTo',
    render: (_, row) => (
      <TwoLines
        first={row.accountNumber}
        second={t('queue.receiverAndMethod', { name: row.receiverName, method: row.method })}
        width={180}
      />
    ),
  },
  {
    // When the user last changed the receipt account before asking: a payout right after a change
    // is worth a second look.
    title: t('queue.receiptChangedAt'),
    dataIndex: 'receiptChangedAt',
    render: (at: number | null) => <StackedTime seconds={at} />,
  },
  { title: t('queue.created'), dataIndex: 'createdAt', render: (at: number) => <StackedTime seconds={at} /> },
  {
    title: t('queue.expires'),
    key: 'expires',
    render: (_, row) => <ExpiresCell expiresAt={row.expiresAt} now={now} pending={pending} />,
  },
]

/** "fee $2.00 · pays $98.00": what the user is charged and what leaves for their account. */
function FeeAndPaid({ fee, actual }: { fee: string; actual: string }) {
  const format = useMoney()
  const t = useT()
  return <>{t('queue.feeAndPaid', { fee: format(fee), actual: format(actual) })}</>
}

function WithdrawalQueue(view: QueueView<WithdrawalStatus>) {
  const withdrawals = useWithdrawals(view)
  const [rejecting, setRejecting] = useState<OpsWithdrawalRow | null>(null)
  const now = useNow()
  const t = useT()
  return (
    <>
      <QueueTable<OpsWithdrawalRow>
        kind="withdrawal"
        view={view}
        pages={withdrawals}
        columns={columnsFor(t, now, view.status === 'pending')}
        decided={[
          { title: t('queue.reason'), dataIndex: 'reason', render: (reason: string) => reason || '—' },
        ]}
        actions={(row) => <WithdrawalActions withdrawal={row} onReject={setRejecting} />}
        bulk={(ids, onDone) => <BulkRejectWithdrawals ids={ids} onDone={onDone} />}
      />
      <RejectWithdrawalModal withdrawal={rejecting} onClose={() => setRejecting(null)} />
    </>
  )
}

function PendingSummary() {
  const summary = useWithdrawalSummary()
  const format = useMoney()
  const t = useT()
  const locale = useLocale()
  if (!summary.data) return null
  const { pending, pendingAmount } = summary.data
  return (
    <Typography.Text role="status" data-testid="withdrawal-summary">
      {t('queue.pendingSummary', { count: formatCount(pending, locale), amount: format(pendingAmount) })}
    </Typography.Text>
  )
}

export function WithdrawalsPage() {
  const [params] = useSearchParams()
  const queue = readQueueParams(params, WITHDRAWAL_STATUSES)
  const counts = useWithdrawalCounts(queue.filters, queue.problem === null)
  const t = useT()
  return (
    <>
      <PageHeading title={t('nav.withdrawals')} extra={<PendingSummary />} />
      <QueueTabs
        what={t('queue.withdrawalsWhat')}
        exportUrl={withdrawalsExportUrl}
        statuses={WITHDRAWAL_STATUSES}
        queue={queue}
        counts={counts.data}
      >
        {(view) => <WithdrawalQueue {...view} />}
      </QueueTabs>
    </>
  )
}
