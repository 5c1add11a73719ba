import { useState } from 'react'
import { Button, Card, Space, Tag, type TableColumnsType } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import type { PaymentChannel } from '@app/contracts'
import { DataTable } from '../../../lib/DataTable.tsx'
import { useChannels } from '../api/payment-settings.ts'
import { ChannelModal } from './ChannelModal.tsx'
import { ChannelTextsButton } from './ChannelTexts.tsx'

const columns: TableColumnsType<PaymentChannel> = [
  { title: 'Wallet type', dataIndex: 'name' },
  { title: 'Company name', dataIndex: 'companyName' },
  { title: 'Company number', dataIndex: 'companyNumber' },
  {
    title: 'Status',
    dataIndex: 'enabled',
    render: (enabled: boolean) => (enabled ? <Tag color="success">Enabled</Tag> : <Tag>Disabled</Tag>),
  },
  { title: 'Sort', dataIndex: 'sort' },
]

export function ChannelsTable({ editable }: { editable: boolean }) {
  const channels = useChannels()
  // undefined: closed; null: adding; a channel: editing it.
  const [editing, setEditing] = useState<PaymentChannel | null | undefined>(undefined)
  const actions: TableColumnsType<PaymentChannel> = editable
    ? [
        {
          title: 'Actions',
          key: 'actions',
          render: (_, channel) => (
            <Space>
              <Button
                size="small"
                onClick={() => setEditing(channel)}
                aria-label={`Edit channel ${channel.name}`}
              >
                Edit
              </Button>
              <ChannelTextsButton channel={channel} />
            </Space>
          ),
        },
      ]
    : []

  return (
    <Card
      title="Payment channels"
      style={{ marginBottom: 16 }}
      extra={
        editable && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            Add channel
          </Button>
        )
      }
    >
      <DataTable<PaymentChannel>
        label="Payment channels"
        rowKey="id"
        columns={[...columns, ...actions]}
        dataSource={channels.data}
        loading={channels.isPending}
        pagination={false}
      />
      {editable && <ChannelModal channel={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  )
}
