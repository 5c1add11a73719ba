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
        Texts sent by the built-in SMS provider, newest first. Users asking for a password reset get their
        code here when no real SMS provider is configured.
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
