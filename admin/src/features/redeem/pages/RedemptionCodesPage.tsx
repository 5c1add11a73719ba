import { Typography, type TableColumnsType } from 'antd'
import type { RedemptionCodeRow } from '@app/contracts'
import { CodeBatchPage } from '../../../lib/CodeBatchPage.tsx'
import { renderTime } from '../../../lib/DataTable.tsx'
import { statusLabel } from '../../../lib/status.ts'
import { useRedemptionCodes } from '../api/redemption-codes.ts'
import { GenerateCodesForm } from '../components/GenerateCodesForm.tsx'
import { RewardAmount } from '../components/reward.tsx'

const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>

const columns: TableColumnsType<RedemptionCodeRow> = [
  {
    // Masked (first four and last two characters): a code is shown in full only when generated.
    title: 'Code (masked)',
    dataIndex: 'code',
    render: (code: string) => (
      <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
        {code}
      </Typography.Text>
    ),
  },
  { title: 'Reward', dataIndex: 'reward', render: statusLabel },
  {
    title: 'Amount',
    key: 'amount',
    render: (_, row) => <RewardAmount reward={row.reward} amount={row.amount} />,
  },
  { title: 'Uses', key: 'uses', render: (_, row) => nowrap(`${row.uses} / ${row.maxUses}`) },
  { title: 'Per user', dataIndex: 'perUserLimit' },
  { title: 'Expires', dataIndex: 'expiresAt', render: renderTime },
  { title: 'Note', dataIndex: 'note', render: (note: string) => note || '—' },
  { title: 'Created by', dataIndex: 'createdBy' },
  { title: 'Created at', dataIndex: 'createdAt', render: renderTime },
]

export function RedemptionCodesPage() {
  return (
    <CodeBatchPage<RedemptionCodeRow>
      title="Redemption codes"
      batchTitle="Generate a batch"
      batchForm={<GenerateCodesForm />}
      columns={columns}
      codes={useRedemptionCodes()}
    />
  )
}
