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
          void message.success(saved ? `Saved ${row.title}.` : `Saved ${row.title} as a draft.`)
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
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="This announcement is published: users see saved changes at once."
        />
      )}
      <Form.Item label="Title" name="title" rules={[zodRule(shape.title, 'content.titleRequired')]}>
        <Input maxLength={MAX_ANNOUNCEMENT_TITLE} />
      </Form.Item>
      <Form.Item
        label="Body (HTML)"
        name="bodyHtml"
        extra="Paragraphs, headings, lists, quotes, bold and italic text, https links and images. Anything else is removed when saving."
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
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="The server sanitised the body (scripts, event handlers and unsafe links are removed). The box now holds what was stored."
        />
      )}
      <Form.Item label="Pinned to the top" name="pinned" valuePropName="checked">
        <Switch />
      </Form.Item>
    </Form>
  )
}
