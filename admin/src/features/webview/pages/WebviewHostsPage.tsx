import { Card, Typography, type TableColumnsType } from 'antd'
import type { WebviewHostRow } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { AddHostForm } from '../components/AddHostForm.tsx'
import { RemoveHostButton } from '../components/RemoveHostButton.tsx'
import { useWebviewHosts } from '../api/webview-hosts.ts'

const columns: TableColumnsType<WebviewHostRow> = [
  { title: 'Host', dataIndex: 'host', render: (host: string) => <code>{host}</code> },
  { title: 'Note', dataIndex: 'note', render: (note: string) => note || '—' },
  { title: 'Added by', dataIndex: 'createdBy', render: (by: string) => by || '—' },
  { title: 'Added at', dataIndex: 'createdAt', render: (at: number) => (at > 0 ? renderTime(at) : '—') },
  { title: 'Actions', key: 'actions', render: (_, row) => <RemoveHostButton host={row.host} /> },
]

/** The hosts whose https pages the app may show in its embedded web page (admin only). */
export function WebviewHostsPage() {
  const hosts = useWebviewHosts()
  return (
    <>
      <PageHeading title="Web page allow-list" />
      <Typography.Paragraph>
        The app frames only https addresses on these hosts. Enter a host name such as{' '}
        <code>pay.example.com</code>, or <code>*.example.com</code> for every subdomain of example.com (not
        example.com itself).
      </Typography.Paragraph>
      <Card title="Allow a host" style={{ marginBottom: 16 }}>
        <AddHostForm />
      </Card>
      <DataTable<WebviewHostRow>
        label="Allowed hosts"
        rowKey="host"
        columns={columns}
        dataSource={hosts.data}
        loading={hosts.isPending}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
      />
    </>
  )
}
