import { useState } from 'react'
import { Alert, App, Form, Input, Switch } from 'antd'
import {
  MAX_ANNOUNCEMENT_BODY,
  MAX_ANNOUNCEMENT_TITLE,
  announcementInputBody,
  type AnnouncementInputBody,
  type OpsAnnouncementRow,
} from '@app/contracts'
import { ApiError } from '../../../lib/request.ts'
import { useT } from '../../../lib/i18n.ts'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import type { useSaveAnnouncement } from '../api/announcements.ts'

export const ANNOUNCEMENT_FORM_ID = 'announcement-form'

interface FormValues {
  title: string
  bodyHtml: string
  pinned: boolean
}

interface AnnouncementFormProps {
  /** The announcement as last saved, or null for a new one. */
  saved: OpsAnnouncementRow | null
  save: ReturnType<typeof useSaveAnnouncement>
  onSaved: (row: OpsAnnouncementRow) => void
}

const shape = announcementInputBody.shape
const EMPTY: FormValues = { title: '', bodyHtml: '', pinned: false }

/** Title, HTML body and pinning; the modal's OK button submits it by its id. Saving keeps it open. */
export function AnnouncementForm({ saved, save, onSaved }: AnnouncementFormProps) {
  const [form] = Form.useForm<FormValues>()
  const { message } = App.useApp()
  const [changed, setChanged] = useState(false)
  const t = useT()

  function onFinish(values: FormValues) {
    let body: AnnouncementInputBody
    try {
      // Publication is its own button; saving keeps whatever the announcement has now.
      body = parseForm(announcementInputBody, { ...values, published: saved?.published ?? false })
    } catch (error) {
      void message.error((error as Error).message)
      return
    }
    save.mutate(
      { id: saved?.id ?? null, body },
      {
        onSuccess: (row) => {
          setChanged(row.bodyHtml !== body.bodyHtml.trim())
          // The box now holds what was stored, so the next save starts from it.
          form.setFieldsValue({ title: row.title, bodyHtml: row.bodyHtml })
          void message.success(
            t(saved ? 'announcements.saved' : 'announcements.savedDraft', { title: row.title }),
          )
          onSaved(row)
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.field === 'title' || error.field === 'bodyHtml')) {
            form.setFields([{ name: error.field, errors: [error.message] }])
          }
        },
      },
    )
  }

  return (
    <Form<FormValues>
      form={form}
      name={ANNOUNCEMENT_FORM_ID}
      layout="vertical"
      requiredMark={false}
      initialValues={saved ? { title: saved.title, bodyHtml: saved.bodyHtml, pinned: saved.pinned } : EMPTY}
      onFinish={onFinish}
    >
      {saved?.published && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('announcements.publishedNote')} />
      )}
      <Form.Item
        label={t('announcements.titleField')}
        name="title"
        rules={[zodRule(shape.title, 'content.titleRequired')]}
      >
        <Input maxLength={MAX_ANNOUNCEMENT_TITLE} />
      </Form.Item>
      <Form.Item
        label={t('announcements.body')}
        name="bodyHtml"
        extra={t('announcements.bodyHelp')}
        rules={[zodRule(shape.bodyHtml, 'content.bodyRequired')]}
      >
        <Input.TextArea
          rows={8}
          maxLength={MAX_ANNOUNCEMENT_BODY}
          spellCheck={false}
          style={{ fontFamily: 'monospace' }}
        />
      </Form.Item>
      {changed && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('announcements.sanitised')} />
      )}
      <Form.Item label={t('announcements.pinnedField')} name="pinned" valuePropName="checked">
        <Switch />
      </Form.Item>
    </Form>
  )
}
