import { Button, Typography, type TableColumnsType } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import type { SmsOutboxRow } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { useSmsOutbox } from '../api/sms-outbox.ts'
import type { Locale } from '@app/contracts/constants'
import { formatDateTime } from '../../../lib/format.ts'
import { useLocale, useT, type TFunction } from '../../../lib/i18n.ts'

// The texts themselves are shown as they were sent, in the user's language.
const columnsFor = (t: TFunction, locale: Locale): TableColumnsType<SmsOutboxRow> => [
  { title: t('sms.time'), dataIndex: 'createdAt', render: renderTime, width: 180 },
  { title: t('sms.phone'), dataIndex: 'phone', width: 160 },
  { title: t('sms.text'), dataIndex: 'text' },
  { title: t('sms.delivery'), key: 'delivery', width: 220, render: (_, row) => deliveryOf(t, locale, row) },
]

/** What became of a text, in words an operator can act on. */
function deliveryOf(t: TFunction, locale: Locale, row: SmsOutboxRow): string {
  switch (row.status) {
    case 'sent': {
      const sent =
        row.sentAt === null ? t('sms.sent') : t('sms.sentAt', { time: formatDateTime(row.sentAt, locale) })
      return row.attempts > 1 ? `${sent} ${t('sms.attempt', { count: row.attempts })}` : sent
    }
    case 'pending':
      return row.attempts === 0 ? t('sms.waiting') : t('sms.retrying', { count: row.attempts })
    case 'failed':
      return t('sms.failed', { count: row.attempts })
    case 'kept':
      return t('sms.kept')
  }
}

export function SmsOutboxPage() {
  const outbox = useSmsOutbox()
  const t = useT()
  const locale = useLocale()
  return (
    <>
      <PageHeading
        title={t('sms.title')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
            {t('sms.refresh')}
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">{t('sms.help')}</Typography.Paragraph>
      <DataTable<SmsOutboxRow>
        label={t('sms.messages')}
        rowKey="id"
        columns={columnsFor(t, locale)}
        dataSource={outbox.data}
        loading={outbox.isPending}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </>
  )
}
