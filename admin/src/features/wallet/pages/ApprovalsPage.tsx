import { Button, Popconfirm, Space, Tag, type TableColumnsType } from 'antd'
import type { MoneyApproval } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { Money } from '../../../lib/money.tsx'
import { useMe } from '../../../lib/operator.ts'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { useApprovals, useDecideApproval } from '../api/approvals.ts'

const ACTION_LABELS: Record<MoneyApproval['action'], string> = {
  'recharge.confirm': 'Confirm recharge',
  'withdrawal.complete': 'Complete withdrawal',
}

function Decide({ approval }: { approval: MoneyApproval }) {
  const decide = useDecideApproval()
  const own = useMe().data?.username === approval.requestedBy
  const what = `${ACTION_LABELS[approval.action].toLowerCase()} #${approval.targetId}`
  return (
    <Space wrap>
      <Popconfirm
        title={`Approve: ${what}?`}
        description={
          approval.reference === null
            ? 'The money moves now. This cannot be undone.'
            : `The money moves now, with bank reference ${approval.reference}. This cannot be undone.`
        }
        okText="Approve"
        disabled={own}
        onConfirm={() => decide.mutate({ id: approval.id, verb: 'approve', what })}
      >
        <Button
          size="small"
          type="primary"
          disabled={own}
          title={own ? 'You asked for it: a second operator must approve.' : undefined}
          loading={decide.isPending}
          aria-label={`Approve ${what}`}
        >
          Approve
        </Button>
      </Popconfirm>
      <Popconfirm
        title={`Reject: ${what}?`}
        description="Nothing moves; it may be asked again."
        okText="Reject"
        okButtonProps={{ danger: true }}
        onConfirm={() => decide.mutate({ id: approval.id, verb: 'reject', what })}
      >
        <Button size="small" danger loading={decide.isPending} aria-label={`Reject ${what}`}>
          Reject
        </Button>
      </Popconfirm>
    </Space>
  )
}

const columns: TableColumnsType<MoneyApproval> = [
  { title: 'Action', dataIndex: 'action', render: (a: MoneyApproval['action']) => ACTION_LABELS[a] },
  { title: 'ID', dataIndex: 'targetId' },
  { title: 'Amount', dataIndex: 'amount', render: (amount: string) => <Money minor={amount} /> },
  {
    title: 'Status',
    key: 'status',
    render: (_, row) => <Tag color="processing">Awaiting second approval — asked by {row.requestedBy}</Tag>,
  },
  { title: 'Asked', dataIndex: 'requestedAt', render: renderTime },
  {
    // What the second operator checks against the bank before approving; approving keeps it.
    title: 'Bank reference',
    dataIndex: 'reference',
    render: (reference: string | null) => reference ?? '—',
  },
  { title: 'Actions', key: 'actions', render: (_, row) => <Decide approval={row} /> },
]

/** Recharges and withdrawals above the approval cap, waiting for a second operator. */
export function ApprovalsPage() {
  const approvals = useApprovals()
  return (
    <>
      <PageHeading title="Second approvals" />
      <DataTable<MoneyApproval>
        label="Second approvals"
        rowKey="id"
        columns={columns}
        dataSource={approvals.data ?? []}
        loading={approvals.isPending}
        pagination={false}
        locale={{ emptyText: 'Nothing is waiting for a second approval.' }}
      />
    </>
  )
}
