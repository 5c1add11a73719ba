import { useState } from 'react'
import { Alert, Button, Tag, type TableColumnsType } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import type { OpsAnnouncementRow } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { AnnouncementActions } from '../components/AnnouncementActions.tsx'
import { AnnouncementModal } from '../components/AnnouncementModal.tsx'
import { useAnnouncements, useCanWriteAnnouncements } from '../api/announcements.ts'
import { SavedBody } from '../components/SavedBody.tsx'
import { useT, type TFunction } from '../../../lib/i18n.ts'

function StatusTag({ row }: { row: OpsAnnouncementRow }) {
  const t = useT()
  if (row.published) return <Tag color="success">{t('announcements.published')}</Tag>
  return row.publishedAt === null ? (
    <Tag>{t('announcements.draft')}</Tag>
  ) : (
    <Tag color="warning">{t('announcements.unpublished')}</Tag>
  )
}

const columnsFor = (t: TFunction): TableColumnsType<OpsAnnouncementRow> => [
  {
    title: t('announcements.titleColumn'),
    dataIndex: 'title',
    render: (title: string) => <strong>{title}</strong>,
  },
  { title: t('announcements.status'), key: 'status', render: (_, row) => <StatusTag row={row} /> },
  {
    title: t('announcements.pinned'),
    dataIndex: 'pinned',
    render: (pinned: boolean) =>
      pinned ? <Tag color="blue">{t('announcements.pinned')}</Tag> : t('announcements.no'),
  },
  {
    title: t('announcements.publishedAt'),
    dataIndex: 'publishedAt',
    render: (at: number | null) => (at === null ? t('announcements.notYet') : renderTime(at)),
  },
  { title: t('announcements.reads'), dataIndex: 'reads' },
  { title: t('announcements.writtenBy'), dataIndex: 'createdBy' },
]

export function AnnouncementsPage() {
  const announcements = useAnnouncements()
  const canWrite = useCanWriteAnnouncements()
  const t = useT()
  // undefined: closed; null: writing a new one; a row: editing it.
  const [editing, setEditing] = useState<OpsAnnouncementRow | null | undefined>(undefined)

  const actions: TableColumnsType<OpsAnnouncementRow> = canWrite
    ? [
        {
          title: t('announcements.actions'),
          key: 'actions',
          render: (_, row) => <AnnouncementActions announcement={row} onEdit={setEditing} />,
        },
      ]
    : []

  return (
    <>
      <PageHeading
        title={t('announcements.title')}
        extra={
          canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('announcements.write')}
            </Button>
          )
        }
      />
      {!canWrite && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('announcements.onlyAdminsSupport')}
        />
      )}
      <DataTable<OpsAnnouncementRow>
        label={t('announcements.title')}
        rowKey="id"
        columns={[...columnsFor(t), ...actions]}
        dataSource={announcements.data}
        loading={announcements.isPending}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        expandable={{
          expandedRowRender: (row) => (
            <SavedBody html={row.bodyHtml} label={t('announcements.bodyOf', { title: row.title })} />
          ),
        }}
      />
      {canWrite && <AnnouncementModal announcement={editing} onClose={() => setEditing(undefined)} />}
    </>
  )
}
