import { useState } from 'react'
import { Button, Card, Space, Tag, type TableColumnsType } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import type { PaymentChannel } from '@app/contracts'
import { DataTable } from '../../../lib/DataTable.tsx'
import { useT, type TFunction } from '../../../lib/i18n.ts'
import { useChannels } from '../api/payment-settings.ts'
import { ChannelModal } from './ChannelModal.tsx'
import { ChannelTextsButton } from './ChannelTexts.tsx'

const columnsFor = (t: TFunction): TableColumnsType<PaymentChannel> => [
  { title: t('channels.walletType'), dataIndex: 'name' },
  { title: t('channels.companyName'), dataIndex: 'companyName' },
  { title: t('channels.companyNumber'), dataIndex: 'companyNumber' },
  {
    title: t('channels.status'),
    dataIndex: 'enabled',
    render: (enabled: boolean) =>
      enabled ? <Tag color="success">{t('channels.enabled')}</Tag> : <Tag>{t('channels.disabled')}</Tag>,
  },
  { title: t('channels.sort'), dataIndex: 'sort' },
]

export function ChannelsTable({ editable }: { editable: boolean }) {
  const channels = useChannels()
  const t = useT()
  // undefined: closed; null: adding; a channel: editing it.
  const [editing, setEditing] = useState<PaymentChannel | null | undefined>(undefined)
  const actions: TableColumnsType<PaymentChannel> = editable
    ? [
        {
          title: t('channels.actions'),
          key: 'actions',
          render: (_, channel) => (
            <Space>
              <Button
                size="small"
                onClick={() => setEditing(channel)}
                aria-label={t('channels.editNamed', { name: channel.name })}
              >
                {t('channels.edit')}
              </Button>
              <ChannelTextsButton channel={channel} />
            </Space>
          ),
        },
      ]
    : []

  return (
    <Card
      title={t('channels.title')}
      style={{ marginBottom: 16 }}
      extra={
        editable && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('channels.add')}
          </Button>
        )
      }
    >
      <DataTable<PaymentChannel>
        label={t('channels.title')}
        rowKey="id"
        columns={[...columnsFor(t), ...actions]}
        dataSource={channels.data}
        loading={channels.isPending}
        pagination={false}
      />
      {editable && <ChannelModal channel={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  )
}
