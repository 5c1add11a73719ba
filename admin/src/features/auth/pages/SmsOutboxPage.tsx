import { Button, Typography, type TableColumnsType } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import type { SmsOutboxRow } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { useSmsOutbox } from '../api/sms-outbox.ts'

const columns: TableColumnsType<SmsOutboxRow> = [
  { title: 'Time', dataIndex: 'createdAt', render: renderTime, width: 180 },
  { title: 'Phone', dataIndex: 'phone', width: 160 },
  { title: 'Text', dataIndex: 'text' },
]

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
        Texts the built-in SMS provider kept instead of sending, newest first, so you can see who asked for a
        code and when. One-time codes are hidden (••••••) and no operator can read them: users receive codes
        only through an SMS gateway (SMS_WEBHOOK_URL). Every visit to this page is recorded in the audit log.
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
