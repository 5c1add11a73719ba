import { useState } from 'react'
import { Tabs, type TableColumnsType } from 'antd'
import type { OpsRechargeRow, RechargeStatus } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { LoadMore } from '../../../lib/LoadMore.tsx'
import { Money } from '../../../lib/money.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { ExportCsv } from '../../../lib/ExportCsv.tsx'
import { rechargesExportUrl } from '../api/exports.ts'
import { useCanMoveMoney } from '../../../lib/operator.ts'
import { statusLabel } from '../../../lib/status.ts'
import { RECHARGE_STATUSES, useRecharges } from '../api/recharges.ts'
import { RechargeActions } from '../components/RechargeActions.tsx'
import { decisionColumns } from '../components/decision-columns.tsx'

const columns: TableColumnsType<OpsRechargeRow> = [
  { title: 'ID', dataIndex: 'id' },
  { title: 'User phone', dataIndex: 'phone' },
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

function RechargeQueue({ status }: { status: RechargeStatus }) {
  const recharges = useRecharges(status)
  const canAct = useCanMoveMoney() && status === 'pending'
  const rows = recharges.data?.pages.flatMap((page) => page.items) ?? []
  const actions: TableColumnsType<OpsRechargeRow> = canAct
    ? [{ title: 'Actions', key: 'actions', render: (_, row) => <RechargeActions recharge={row} /> }]
    : []

  return (
    <>
      <DataTable<OpsRechargeRow>
        label={`${statusLabel(status)} recharges`}
        rowKey="id"
        columns={[...columnsOf(status), ...(status === 'pending' ? actions : decided)]}
        dataSource={rows}
        loading={recharges.isPending}
        pagination={false}
        locale={{ emptyText: `No ${status} recharges.` }}
      />
      <LoadMore {...recharges} label={`Load more ${status} recharges`} />
    </>
  )
}

export function RechargesPage() {
  const [status, setStatus] = useState<RechargeStatus>('pending')
  return (
    <>
      <PageHeading title="Recharges" />
      <ExportCsv what="recharges" urlFor={rechargesExportUrl} />
      <Tabs
        activeKey={status}
        onChange={(key) => setStatus(key as RechargeStatus)}
        destroyOnHidden
        items={RECHARGE_STATUSES.map((key) => ({
          key,
          label: statusLabel(key),
          children: <RechargeQueue status={key} />,
        }))}
      />
    </>
  )
}
