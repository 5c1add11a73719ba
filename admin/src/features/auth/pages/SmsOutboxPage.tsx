import { Button, Typography, type TableColumnsType } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import { formatUnixSeconds, type SmsOutboxRow } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { useSmsOutbox } from '../api/sms-outbox.ts'

const columns: TableColumnsType<SmsOutboxRow> = [
  { title: 'Time', dataIndex: 'createdAt', render: renderTime, width: 180 },
  { title: 'Phone', dataIndex: 'phone', width: 160 },
  { title: 'Text', dataIndex: 'text' },
  { title: 'Delivery', key: 'delivery', width: 220, render: (_, row) => deliveryOf(row) },
]

/** What became of a text, in words an operator can act on. */
function deliveryOf(row: SmsOutboxRow): string {
  switch (row.status) {
    case 'sent':
      return `Sent${row.sentAt === null ? '' : ` ${formatUnixSeconds(row.sentAt)}`}${row.attempts > 1 ? ` (attempt ${row.attempts})` : ''}`
    case 'pending':
      return row.attempts === 0 ? 'Waiting for the gateway' : `Retrying (${row.attempts} attempts failed)`
    case 'failed':
      return `Not delivered after ${row.attempts} attempts`
    case 'kept':
      return 'Kept: no SMS gateway configured'
  }
}

export function SmsOutboxPage() {
  const outbox = useSmsOutbox()
  return (
    <>
      <PageHeading
        title="SMS outbox"
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
            Refresh
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">
        Every text the server sent or tried to send, newest first, so you can see who asked for a code, when,
        and whether the SMS gateway took it. One-time codes are hidden (••••••) and no operator can read them:
        users receive codes only through the gateway (SMS_WEBHOOK_URL); without one, texts are kept here and
        never sent. Every visit to this page is recorded in the audit log.
      </Typography.Paragraph>
      <DataTable<SmsOutboxRow>
        label="SMS outbox messages"
        rowKey="id"
        columns={columns}
        dataSource={outbox.data}
        loading={outbox.isPending}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </>
  )
}
