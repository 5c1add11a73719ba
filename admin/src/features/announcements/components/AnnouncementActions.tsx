import { App, Button, Popconfirm, Space } from 'antd'
import type { OpsAnnouncementRow } from '@app/contracts'
import { useSetAnnouncementPublished } from '../api/announcements.ts'
import { useT } from '../../../lib/i18n.ts'
import { AnnouncementTextsButton } from './AnnouncementTexts.tsx'

interface AnnouncementActionsProps {
  announcement: OpsAnnouncementRow
  onEdit: (announcement: OpsAnnouncementRow) => void
}

export function AnnouncementActions({ announcement, onEdit }: AnnouncementActionsProps) {
  const { message } = App.useApp()
  const setPublished = useSetAnnouncementPublished()
  const verb = announcement.published ? 'unpublish' : 'publish'
  const t = useT()
  const label = verb === 'publish' ? t('announcements.publish') : t('announcements.unpublish')
  const named = { title: announcement.title }

  function onConfirm() {
    setPublished.mutate(
      { id: announcement.id, verb },
      {
        onSuccess: (saved) =>
          void message.success(
            t(saved.published ? 'announcements.nowPublished' : 'announcements.nowHidden', {
              title: saved.title,
            }),
          ),
      },
    )
  }

  return (
    <Space wrap>
      <Button
        size="small"
        onClick={() => onEdit(announcement)}
        aria-label={t('announcements.editNamed', { title: announcement.title })}
      >
        {t('announcements.edit')}
      </Button>
      <AnnouncementTextsButton announcement={announcement} />
      <Popconfirm
        title={t(`announcements.${verb}Confirm`, named)}
        description={
          verb === 'publish' ? t('announcements.publishEffect') : t('announcements.unpublishEffect')
        }
        okText={label}
        onConfirm={onConfirm}
      >
        <Button
          size="small"
          type={verb === 'publish' ? 'primary' : 'default'}
          loading={setPublished.isPending}
          aria-label={t(`announcements.${verb}Named`, named)}
        >
          {label}
        </Button>
      </Popconfirm>
    </Space>
  )
}
