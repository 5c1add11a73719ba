import { Button, Popconfirm, Space, Tag, type TableColumnsType } from 'antd'
import { ADMIN_APPROVED_ACTIONS, type MoneyApproval } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { Money, useMoney } from '../../../lib/money.tsx'
import { useMe } from '../../../lib/operator.ts'
import { useT, type TFunction } from '../../../lib/i18n.ts'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { useApprovals, useDecideApproval } from '../api/approvals.ts'

const ACTION_LABELS: Record<MoneyApproval['action'], string> = {
  'recharge.confirm': 'approvals.confirmRecharge',
  'withdrawal.complete': 'approvals.completeWithdrawal',
  'ledger.reverse': 'approvals.reverseEntry',
  'limits.change': 'approvals.changeLimits',
}
/** The action on its object, inside a sentence ("confirm recharge #12"). */
const ACTION_WHAT: Record<MoneyApproval['action'], string> = {
  'recharge.confirm': 'approvals.whatRecharge',
  'withdrawal.complete': 'approvals.whatWithdrawal',
  'ledger.reverse': 'approvals.whatReversal',
  'limits.change': 'approvals.whatLimits',
}

/** What approving does, as the second operator reads it before confirming. */
function useConsequence(): (approval: MoneyApproval) => string {
  const t = useT()
  const money = useMoney()
  return (approval) => {
    if (approval.limits)
      return t('approvals.limitsAsked', {
        cap: money(approval.limits.approvalCap),
        max: money(approval.limits.rechargeMax),
        daily: money(approval.limits.operatorDailyCap),
      })
    if (approval.reason !== null) return t('approvals.reversalReason', { reason: approval.reason })
    return approval.reference === null
      ? t('approvals.movesNow')
      : t('approvals.movesNowRef', { reference: approval.reference })
  }
}

function Decide({ approval }: { approval: MoneyApproval }) {
  const decide = useDecideApproval()
  const me = useMe().data
  const own = me?.username === approval.requestedBy
  // The server refuses any other role's approval of these (a reversal, a change of limits).
  const notMine = ADMIN_APPROVED_ACTIONS.includes(approval.action) && me?.role !== 'admin'
  const blocked = own || notMine
  const t = useT()
  const consequence = useConsequence()
  const what = t(ACTION_WHAT[approval.action], { id: approval.targetId })
  return (
    <Space wrap>
      <Popconfirm
        title={t('approvals.approveConfirm', { what })}
        description={consequence(approval)}
        okText={t('approvals.approve')}
        disabled={blocked}
        onConfirm={() => decide.mutate({ id: approval.id, verb: 'approve', what })}
      >
        <Button
          size="small"
          type="primary"
          disabled={blocked}
          title={own ? t('approvals.ownRequest') : notMine ? t('approvals.adminApproves') : undefined}
          loading={decide.isPending}
          aria-label={t('approvals.approveWhat', { what })}
        >
          {t('approvals.approve')}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('approvals.rejectConfirm', { what })}
        description={t('approvals.nothingMoves')}
        okText={t('approvals.reject')}
        okButtonProps={{ danger: true }}
        onConfirm={() => decide.mutate({ id: approval.id, verb: 'reject', what })}
      >
        <Button
          size="small"
          danger
          loading={decide.isPending}
          aria-label={t('approvals.rejectWhat', { what })}
        >
          {t('approvals.reject')}
        </Button>
      </Popconfirm>
    </Space>
  )
}

const columnsFor = (t: TFunction): TableColumnsType<MoneyApproval> => [
  {
    title: t('approvals.action'),
    dataIndex: 'action',
    render: (a: MoneyApproval['action']) => t(ACTION_LABELS[a]),
  },
  { title: t('queue.id'), dataIndex: 'targetId' },
  { title: t('queue.amount'), dataIndex: 'amount', render: (amount: string) => <Money minor={amount} /> },
  {
    title: t('approvals.status'),
    key: 'status',
    render: (_, row) => <Tag color="processing">{t('approvals.awaiting', { name: row.requestedBy })}</Tag>,
  },
  { title: t('approvals.asked'), dataIndex: 'requestedAt', render: renderTime },
  {
    // What the second operator checks against the bank before approving; approving keeps it.
    title: t('queue.bankReference'),
    dataIndex: 'reference',
    render: (reference: string | null) => reference ?? '—',
  },
  { title: t('queue.actions'), key: 'actions', render: (_, row) => <Decide approval={row} /> },
]

/**
 * What waits for a second operator: recharges and withdrawals above the approval cap (or past the
 * day's totals one operator moves alone), reversals and loosened limits (a second admin).
 */
export function ApprovalsPage() {
  const approvals = useApprovals()
  const t = useT()
  return (
    <>
      <PageHeading title={t('approvals.title')} />
      <DataTable<MoneyApproval>
        label={t('approvals.title')}
        rowKey="id"
        columns={columnsFor(t)}
        dataSource={approvals.data ?? []}
        loading={approvals.isPending}
        pagination={false}
        locale={{ emptyText: t('approvals.empty') }}
      />
    </>
  )
}
