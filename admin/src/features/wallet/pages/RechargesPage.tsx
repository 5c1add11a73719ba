import type { TableColumnsType } from 'antd'
import { useSearchParams } from 'react-router'
import type { OpsRechargeRow, RechargeStatus } from '@app/contracts'
import { renderTime } from '../../../lib/DataTable.tsx'
import { Money } from '../../../lib/money.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { rechargesExportUrl } from '../api/exports.ts'
import { useT, type TFunction } from '../../../lib/i18n.ts'
import { RECHARGE_STATUSES, useRechargeCounts, useRecharges } from '../api/recharges.ts'
import { BulkRechargeBar } from '../components/BulkRechargeBar.tsx'
import {
  QueueTable,
  QueueTabs,
  TimeLeft,
  UserCell,
  useNow,
  type QueueView,
} from '../components/queue-parts.tsx'
import { readQueueParams } from '../model/queue-params.ts'
import { RechargeActions } from '../components/RechargeActions.tsx'

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

function RechargeQueue(view: QueueView<RechargeStatus>) {
  const recharges = useRecharges(view)
  const now = useNow()
  const t = useT()
  return (
    <QueueTable<OpsRechargeRow>
      kind="recharge"
      view={view}
      pages={recharges}
      columns={columnsFor(t)}
      pending={[
        {
          title: t('queue.timeLeft'),
          key: 'left',
          render: (_, row) => <TimeLeft expiresAt={row.expiresAt} now={now} />,
        },
      ]}
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
