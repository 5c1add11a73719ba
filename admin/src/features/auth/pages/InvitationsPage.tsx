import { Typography, type TableColumnsType } from 'antd'
import { AUTH_OPS_CREATE_INVITATION_CODES, type InvitationCodeRow } from '@app/contracts'
import { CopyCodeButton } from '../../../lib/CopyButton.tsx'
import { CodeBatchPage, usesOf } from '../../../lib/CodeBatchPage.tsx'
import { renderTime } from '../../../lib/DataTable.tsx'
import { useMayCall } from '../../../lib/operator.ts'
import { useInvitationCodes } from '../api/invitation-codes.ts'
import { IssueCodesForm } from '../components/IssueCodesForm.tsx'
import { useT, type TFunction } from '../../../lib/i18n.ts'

const columnsFor = (t: TFunction): TableColumnsType<InvitationCodeRow> => [
  {
    title: t('invitations.code'),
    dataIndex: 'code',
    render: (code: string) => (
      <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
        {code}
      </Typography.Text>
    ),
  },
  { title: t('invitations.uses'), key: 'uses', render: (_, row) => usesOf(t, row) },
  { title: t('invitations.note'), dataIndex: 'note' },
  { title: t('invitations.createdBy'), dataIndex: 'createdBy' },
  { title: t('invitations.createdAt'), dataIndex: 'createdAt', render: renderTime },
  { title: t('invitations.copy'), key: 'copy', render: (_, row) => <CopyCodeButton code={row.code} /> },
]

export function InvitationsPage() {
  const t = useT()
  return (
    <CodeBatchPage<InvitationCodeRow>
      title={t('invitations.title')}
      batchTitle={t('invitations.batch')}
      batchForm={<IssueCodesForm />}
      mayIssue={useMayCall(AUTH_OPS_CREATE_INVITATION_CODES)}
      columns={columnsFor(t)}
      codes={useInvitationCodes()}
    />
  )
}
