import { App, Button, Popconfirm, Space } from 'antd'
import type { OpsAnnouncementRow } from '@app/contracts'
import { useSetAnnouncementPublished } from '../api/announcements.ts'
import { AnnouncementTextsButton } from './AnnouncementTexts.tsx'

interface AnnouncementActionsProps {
  announcement: OpsAnnouncementRow
  onEdit: (announcement: OpsAnnouncementRow) => void
}

export function AnnouncementActions({ announcement, onEdit }: AnnouncementActionsProps) {
  const { message } = App.useApp()
  const setPublished = useSetAnnouncementPublished()
  const verb = announcement.published ? 'unpublish' : 'publish'
  const label = verb === 'publish' ? 'Publish' : 'Unpublish'

  function onConfirm() {
    setPublished.mutate(
      { id: announcement.id, verb },
      {
        onSuccess: (saved) =>
          void message.success(
            `${saved.title} is now ${saved.published ? 'published' : 'hidden from users'}.`,
          ),
      },
    )
  }

  return (
    <Space wrap>
      <Button size="small" onClick={() => onEdit(announcement)} aria-label={`Edit ${announcement.title}`}>
        Edit
      </Button>
      <AnnouncementTextsButton announcement={announcement} />
      <Popconfirm
        title={`${label} ${announcement.title}?`}
        description={
          verb === 'publish'
            ? 'Users see it in the app at once.'
            : 'Users no longer see it; it is kept as a draft.'
        }
        okText={label}
        onConfirm={onConfirm}
      >
        <Button
          size="small"
          type={verb === 'publish' ? 'primary' : 'default'}
          loading={setPublished.isPending}
          aria-label={`${label} ${announcement.title}`}
        >
          {label}
        </Button>
      </Popconfirm>
    </Space>
  )
}
