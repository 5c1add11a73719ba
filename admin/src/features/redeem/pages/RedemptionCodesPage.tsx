import { Typography, type TableColumnsType } from 'antd'
import { REDEEM_OPS_CREATE, type RedemptionCodeRow } from '@app/contracts'
import { CodeBatchPage, usesOf } from '../../../lib/CodeBatchPage.tsx'
import { useMayCall } from '../../../lib/operator.ts'
import { renderTime } from '../../../lib/DataTable.tsx'
import { statusLabel } from '../../../lib/status.ts'
import { useRedemptionCodes } from '../api/redemption-codes.ts'
import { GenerateCodesForm } from '../components/GenerateCodesForm.tsx'
import { RewardAmount } from '../components/reward.tsx'
import { useT, type TFunction } from '../../../lib/i18n.ts'

const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>

const columnsFor = (t: TFunction): TableColumnsType<RedemptionCodeRow> => [
  {
    // Masked (first four and last two characters): a code is shown in full only when generated.
    title: t('redeem.codeMasked'),
    dataIndex: 'code',
    render: (code: string) => (
      <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
        {code}
      </Typography.Text>
    ),
  },
  { title: t('redeem.reward'), dataIndex: 'reward', render: statusLabel },
  {
    title: t('redeem.amount'),
    key: 'amount',
    render: (_, row) => <RewardAmount reward={row.reward} amount={row.amount} />,
  },
  { title: t('redeem.uses'), key: 'uses', render: (_, row) => nowrap(usesOf(t, row)) },
  { title: t('redeem.perUser'), dataIndex: 'perUserLimit' },
  { title: t('redeem.expires'), dataIndex: 'expiresAt', render: renderTime },
  { title: t('redeem.note'), dataIndex: 'note', render: (note: string) => note || '—' },
  { title: t('redeem.createdBy'), dataIndex: 'createdBy' },
  { title: t('redeem.createdAt'), dataIndex: 'createdAt', render: renderTime },
]

export function RedemptionCodesPage() {
  const t = useT()
  return (
    <CodeBatchPage<RedemptionCodeRow>
      title={t('redeem.title')}
      batchTitle={t('redeem.batch')}
      batchForm={<GenerateCodesForm />}
      mayIssue={useMayCall(REDEEM_OPS_CREATE)}
      columns={columnsFor(t)}
      codes={useRedemptionCodes()}
    />
  )
}
