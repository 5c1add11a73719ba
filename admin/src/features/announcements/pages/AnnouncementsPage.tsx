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

function StatusTag({ row }: { row: OpsAnnouncementRow }) {
  if (row.published) return <Tag color="success">Published</Tag>
  return row.publishedAt === null ? <Tag>Draft</Tag> : <Tag color="warning">Unpublished</Tag>
}

const columns: TableColumnsType<OpsAnnouncementRow> = [
  { title: 'Title', dataIndex: 'title', render: (title: string) => <strong>{title}</strong> },
  { title: 'Status', key: 'status', render: (_, row) => <StatusTag row={row} /> },
  {
    title: 'Pinned',
    dataIndex: 'pinned',
    render: (pinned: boolean) => (pinned ? <Tag color="blue">Pinned</Tag> : 'No'),
  },
  {
    title: 'Published at',
    dataIndex: 'publishedAt',
    render: (at: number | null) => (at === null ? 'Not yet' : renderTime(at)),
  },
  { title: 'Reads', dataIndex: 'reads' },
  { title: 'Written by', dataIndex: 'createdBy' },
]

export function AnnouncementsPage() {
  const announcements = useAnnouncements()
  const canWrite = useCanWriteAnnouncements()
  // undefined: closed; null: writing a new one; a row: editing it.
  const [editing, setEditing] = useState<OpsAnnouncementRow | null | undefined>(undefined)

  const actions: TableColumnsType<OpsAnnouncementRow> = canWrite
    ? [
        {
          title: 'Actions',
          key: 'actions',
          render: (_, row) => <AnnouncementActions announcement={row} onEdit={setEditing} />,
        },
      ]
    : []

  return (
    <>
      <PageHeading
        title="Announcements"
        extra={
          canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              Write announcement
            </Button>
          )
        }
      />
      {!canWrite && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Only admins and support can write and publish announcements."
        />
      )}
      <DataTable<OpsAnnouncementRow>
        label="Announcements"
        rowKey="id"
        columns={[...columns, ...actions]}
        dataSource={announcements.data}
        loading={announcements.isPending}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        expandable={{
          expandedRowRender: (row) => <SavedBody html={row.bodyHtml} label={`Body of ${row.title}`} />,
        }}
      />
      {canWrite && <AnnouncementModal announcement={editing} onClose={() => setEditing(undefined)} />}
    </>
  )
}
