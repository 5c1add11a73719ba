import { useState } from 'react'
import { Modal, Typography } from 'antd'
import type { OpsAnnouncementRow } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import { useModalRecord } from '../../../lib/use-modal-record.ts'
import { useSaveAnnouncement } from '../api/announcements.ts'
import { ANNOUNCEMENT_FORM_ID, AnnouncementForm } from './AnnouncementForm.tsx'
import { SavedBody } from './SavedBody.tsx'

interface AnnouncementModalProps {
  /** `null` to write a new one, a row to edit it, `undefined` when closed. */
  announcement: OpsAnnouncementRow | null | undefined
  onClose: () => void
}

/** Writes or edits an announcement; the preview shows only what the server stored after saving. */
export function AnnouncementModal({ announcement, onClose }: AnnouncementModalProps) {
  const save = useSaveAnnouncement()
  const { shown, formKey } = useModalRecord(announcement)
  // What this opening last saved; a new opening starts again from its own record.
  const [lastSaved, setLastSaved] = useState<{ formKey: number; row: OpsAnnouncementRow } | null>(null)
  const t = useT()
  const saved = lastSaved?.formKey === formKey ? lastSaved.row : (shown ?? null)

  return (
    <Modal
      open={announcement !== undefined}
      title={saved ? t('announcements.editDialog') : t('announcements.write')}
      okText={saved ? t('announcements.saveChanges') : t('announcements.saveDraft')}
      cancelText={t('announcements.close')}
      okButtonProps={{ htmlType: 'submit', form: ANNOUNCEMENT_FORM_ID }}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={760}
      destroyOnHidden
    >
      <AnnouncementForm
        key={formKey}
        saved={saved}
        save={save}
        onSaved={(row) => setLastSaved({ formKey, row })}
      />
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('announcements.previewSaved')}
      </Typography.Title>
      {saved ? (
        <SavedBody html={saved.bodyHtml} label={t('announcements.savedPreview')} />
      ) : (
        <Typography.Paragraph type="secondary">{t('announcements.saveToPreview')}</Typography.Paragraph>
      )}
    </Modal>
  )
}
