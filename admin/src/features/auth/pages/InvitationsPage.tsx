import { Card, Typography, type TableColumnsType } from 'antd'
import type { InvitationCodeRow } from '@app/contracts'
import { CopyCodeButton } from '../../../lib/CopyButton.tsx'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { useIsAdmin } from '../../../lib/operator.ts'
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
  const codes = useInvitationCodes()
  const isAdmin = useIsAdmin()
  return (
    <>
      <PageHeading title="Invitation codes" />
      {isAdmin && (
        <Card title="Issue a batch" style={{ marginBottom: 16 }}>
          <IssueCodesForm />
        </Card>
      )}
      <DataTable<InvitationCodeRow>
        label="Invitation codes"
        rowKey="code"
        columns={columns}
        dataSource={codes.data}
        loading={codes.isPending}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </>
  )
}
