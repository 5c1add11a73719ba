import { Typography, type TableColumnsType } from 'antd'
import type { InvitationCodeRow } from '@app/contracts'
import { CopyCodeButton } from '../../../lib/CopyButton.tsx'
import { CodeBatchPage } from '../../../lib/CodeBatchPage.tsx'
import { renderTime } from '../../../lib/DataTable.tsx'
import { useInvitationCodes } from '../api/invitation-codes.ts'
import { IssueCodesForm } from '../components/IssueCodesForm.tsx'

const columns: TableColumnsType<InvitationCodeRow> = [
  {
    title: 'Code',
    dataIndex: 'code',
    render: (code: string) => (
      <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
        {code}
      </Typography.Text>
    ),
  },
  { title: 'Uses', key: 'uses', render: (_, row) => `${row.uses} / ${row.maxUses}` },
  { title: 'Note', dataIndex: 'note' },
  { title: 'Created by', dataIndex: 'createdBy' },
  { title: 'Created at', dataIndex: 'createdAt', render: renderTime },
  { title: 'Copy', key: 'copy', render: (_, row) => <CopyCodeButton code={row.code} /> },
]

export function InvitationsPage() {
  return (
    <CodeBatchPage<InvitationCodeRow>
      title="Invitation codes"
      batchTitle="Issue a batch"
      batchForm={<IssueCodesForm />}
      columns={columns}
      codes={useInvitationCodes()}
    />
  )
}
