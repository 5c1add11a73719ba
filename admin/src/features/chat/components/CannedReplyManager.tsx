import { useState } from 'react'
import { App, Button, Drawer, Form, Input, List, Popconfirm, Select, Space, Tag, Typography } from 'antd'
import {
  CHAT_MAX_TEXT,
  MAX_CANNED_TITLE,
  type CannedReplyBody,
  type CannedReplyRow,
  type Locale,
} from '@app/contracts'
import { useCannedReplies, useDeleteCannedReply, useSaveCannedReply } from '../api/support.ts'
import { LOCALES } from '@app/contracts/constants'
import { useT } from '../../../lib/i18n.ts'
import { PLACEHOLDERS } from '../model/canned.ts'

/** The form of one reply: a new one (`reply` null) or an edit. */
function CannedReplyForm({ reply, onDone }: { reply: CannedReplyRow | null; onDone: () => void }) {
  const [form] = Form.useForm<CannedReplyBody>()
  const save = useSaveCannedReply()
  const { message } = App.useApp()
  const t = useT()
  const languageOptions = LOCALES.map((value) => ({ value, label: t(`chat.lang.${value}`) }))
  const initial = reply ?? { title: '', text: '', language: 'en' as Locale }
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ title: initial.title, text: initial.text, language: initial.language }}
      onFinish={(values) =>
        save.mutate(reply ? { ...values, id: reply.id } : values, {
          onSuccess: () => {
            void message.success(reply ? t('chat.replyUpdated') : t('chat.replySaved'))
            onDone()
          },
        })
      }
    >
      <Form.Item
        name="title"
        label={t('chat.titleField')}
        rules={[
          { required: true, whitespace: true, message: t('chat.titleRequired') },
          { max: MAX_CANNED_TITLE, message: t('chat.titleTooLong', { max: MAX_CANNED_TITLE }) },
        ]}
      >
        <Input maxLength={MAX_CANNED_TITLE} showCount />
      </Form.Item>
      <Form.Item name="language" label={t('chat.language')} rules={[{ required: true }]}>
        <Select options={languageOptions} />
      </Form.Item>
      <Form.Item
        name="text"
        label={t('chat.textField')}
        extra={t('chat.placeholdersHelp', { placeholders: PLACEHOLDERS.join(t('chat.and')) })}
        rules={[{ required: true, whitespace: true, message: t('chat.textRequired') }]}
      >
        <Input.TextArea maxLength={CHAT_MAX_TEXT} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {reply ? t('chat.saveChanges') : t('chat.saveReply')}
        </Button>
        <Button onClick={onDone}>{t('chat.cancel')}</Button>
      </Space>
    </Form>
  )
}

/** Saved replies for operators who chat: add, edit and delete (each change is audited). */
export function CannedReplyManager({ open, onClose }: { open: boolean; onClose: () => void }) {
  const replies = useCannedReplies(open)
  const remove = useDeleteCannedReply()
  // null: the list; 'new': a new reply; a row: that reply's edit.
  const [editing, setEditing] = useState<CannedReplyRow | 'new' | null>(null)
  const t = useT()
  return (
    <Drawer
      title={t('chat.manageSavedReplies')}
      open={open}
      onClose={() => {
        setEditing(null)
        onClose()
      }}
      size="large"
      destroyOnHidden
      extra={
        editing === null && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('chat.newReply')}
          </Button>
        )
      }
    >
      {editing !== null ? (
        <CannedReplyForm
          key={editing === 'new' ? 'new' : editing.id}
          reply={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <List
          loading={replies.isPending}
          dataSource={replies.data ?? []}
          locale={{
            emptyText: <Typography.Text type="secondary">{t('chat.noSavedReplies')}</Typography.Text>,
          }}
          renderItem={(reply) => (
            <List.Item
              key={reply.id}
              actions={[
                <Button
                  key="edit"
                  type="link"
                  onClick={() => setEditing(reply)}
                  aria-label={t('chat.editNamed', { title: reply.title })}
                >
                  {t('chat.edit')}
                </Button>,
                <Popconfirm
                  key="delete"
                  title={t('chat.deleteConfirm', { title: reply.title })}
                  okText={t('chat.delete')}
                  onConfirm={() => remove.mutate(reply.id)}
                >
                  <Button type="link" danger aria-label={t('chat.deleteNamed', { title: reply.title })}>
                    {t('chat.delete')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={
                  <span>
                    {reply.title} <Tag>{t(`chat.lang.${reply.language}`)}</Tag>
                  </span>
                }
                description={t('chat.savedBy', { name: reply.updatedBy })}
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  )
}
