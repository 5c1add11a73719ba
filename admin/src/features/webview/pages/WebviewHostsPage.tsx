import { Card, Typography, type TableColumnsType } from 'antd'
import type { WebviewHostRow } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { AddHostForm } from '../components/AddHostForm.tsx'
import { RemoveHostButton } from '../components/RemoveHostButton.tsx'
import { useWebviewHosts } from '../api/webview-hosts.ts'
import { useT, type TFunction } from '../../../lib/i18n.ts'

const columnsFor = (t: TFunction): TableColumnsType<WebviewHostRow> => [
  { title: t('webview.host'), dataIndex: 'host', render: (host: string) => <code>{host}</code> },
  { title: t('webview.note'), dataIndex: 'note', render: (note: string) => note || '—' },
  { title: t('webview.addedBy'), dataIndex: 'createdBy', render: (by: string) => by || '—' },
  {
    title: t('webview.addedAt'),
    dataIndex: 'createdAt',
    render: (at: number) => (at > 0 ? renderTime(at) : '—'),
  },
  { title: t('webview.actions'), key: 'actions', render: (_, row) => <RemoveHostButton host={row.host} /> },
]

/** Host names shown as examples: the same in every language. */
const EXAMPLE_HOST = 'pay.example.com'
const EXAMPLE_WILDCARD = '*.example.com'

/** The hosts whose https pages the app may show in its embedded web page (admin only). */
export function WebviewHostsPage() {
  const hosts = useWebviewHosts()
  const t = useT()
  return (
    <>
      <PageHeading title={t('webview.title')} />
      <Typography.Paragraph>
        {t('webview.helpBefore')} <code>{EXAMPLE_HOST}</code>, {t('webview.helpOr')}{' '}
        <code>{EXAMPLE_WILDCARD}</code> {t('webview.helpAfter')}
      </Typography.Paragraph>
      <Card title={t('webview.allowHost')} style={{ marginBottom: 16 }}>
        <AddHostForm />
      </Card>
      <DataTable<WebviewHostRow>
        label={t('webview.allowedHosts')}
        rowKey="host"
        columns={columnsFor(t)}
        dataSource={hosts.data}
        loading={hosts.isPending}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
      />
    </>
  )
}
