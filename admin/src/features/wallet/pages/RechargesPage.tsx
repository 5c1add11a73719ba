import type { TableColumnsType } from 'antd'
import { useSearchParams } from 'react-router'
import type { OpsRechargeRow, RechargeStatus } from '@app/contracts'
import { Money } from '../../../lib/money.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { rechargesExportUrl } from '../api/exports.ts'
import { useT, type TFunction } from '../../../lib/i18n.ts'
import { RECHARGE_STATUSES, useRechargeCounts, useRecharges } from '../api/recharges.ts'
import { BulkRechargeBar } from '../components/BulkRechargeBar.tsx'
import { QueueTable, QueueTabs, useNow, type QueueView } from '../components/queue-parts.tsx'
import { ExpiresCell, StackedTime, TwoLines, UserCell } from '../components/queue-cells.tsx'
import { readQueueParams } from '../model/queue-params.ts'
import { RechargeActions } from '../components/RechargeActions.tsx'

/** Columns of two short lines at most, so a row stays low and the actions stay in view at 1440 px. */
const columnsFor = (t: TFunction, now: number, pending: boolean): TableColumnsType<OpsRechargeRow> => [
  { title: t('queue.id'), dataIndex: 'id' },
  { title: t('queue.paymentReference'), dataIndex: 'paymentReference' },
  { title: t('queue.userPhone'), key: 'user', render: (_, row) => <UserCell row={row} /> },
  {
    title: t('queue.amount'),
    dataIndex: 'amount',
    render: (amount: string) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        <Money minor={amount} />
      </span>
    ),
  },
  {
    title: t('queue.payer'),
    key: 'payer',
    render: (_, row) => (
      <TwoLines
        first={row.payerAccount}
        second={t('queue.memberNumberOf', { number: row.membershipNumber })}
        width={200}
      />
    ),
  },
  {
    title: t('queue.channel'),
    key: 'channel',
    render: (_, row) =>
      row.channel ? <TwoLines first={row.channel.name} second={row.channel.companyName} width={140} /> : '—',
  },
  { title: t('queue.created'), dataIndex: 'createdAt', render: (at: number) => <StackedTime seconds={at} /> },
  {
    title: t('queue.expires'),
    key: 'expires',
    render: (_, row) => <ExpiresCell expiresAt={row.expiresAt} now={now} pending={pending} />,
  },
]

function RechargeQueue(view: QueueView<RechargeStatus>) {
  const recharges = useRecharges(view)
  const now = useNow()
  const t = useT()
  return (
    <QueueTable<OpsRechargeRow>
      kind="recharge"
      view={view}
      pages={recharges}
      columns={columnsFor(t, now, view.status === 'pending')}
      actions={(row) => <RechargeActions recharge={row} />}
      bulk={(ids, onDone) => <BulkRechargeBar ids={ids} onDone={onDone} />}
    />
  )
}

export function RechargesPage() {
  const [params] = useSearchParams()
  const queue = readQueueParams(params, RECHARGE_STATUSES)
  const counts = useRechargeCounts(queue.filters, queue.problem === null)
  const t = useT()
  return (
    <>
      <PageHeading title={t('nav.recharges')} />
      <QueueTabs
        what={t('queue.rechargesWhat')}
        exportUrl={rechargesExportUrl}
        statuses={RECHARGE_STATUSES}
        queue={queue}
        counts={counts.data}
      >
        {(view) => <RechargeQueue {...view} />}
      </QueueTabs>
    </>
  )
}
