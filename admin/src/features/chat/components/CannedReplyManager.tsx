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
import { LANGUAGE_LABELS, PLACEHOLDERS } from '../model/canned.ts'

const languageOptions = Object.entries(LANGUAGE_LABELS).map(([value, label]) => ({ value, label }))

/** The form of one reply: a new one (`reply` null) or an edit. */
function CannedReplyForm({ reply, onDone }: { reply: CannedReplyRow | null; onDone: () => void }) {
  const [form] = Form.useForm<CannedReplyBody>()
  const save = useSaveCannedReply()
  const { message } = App.useApp()
  const initial = reply ?? { title: '', text: '', language: 'en' as Locale }
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ title: initial.title, text: initial.text, language: initial.language }}
      onFinish={(values) =>
        save.mutate(reply ? { ...values, id: reply.id } : values, {
          onSuccess: () => {
            void message.success(reply ? 'Saved reply updated' : 'Reply saved')
            onDone()
          },
        })
      }
    >
      <Form.Item
        name="title"
        label="Title"
        rules={[
          { required: true, whitespace: true, message: 'Please enter the title.' },
          { max: MAX_CANNED_TITLE, message: `The title should have at most ${MAX_CANNED_TITLE} characters.` },
        ]}
      >
        <Input maxLength={MAX_CANNED_TITLE} showCount />
      </Form.Item>
      <Form.Item name="language" label="Language" rules={[{ required: true }]}>
        <Select options={languageOptions} />
      </Form.Item>
      <Form.Item
        name="text"
        label="Text"
        extra={`${PLACEHOLDERS.join(' and ')} are filled from the user when the reply is inserted.`}
        rules={[{ required: true, whitespace: true, message: 'Please enter a message.' }]}
      >
        <Input.TextArea maxLength={CHAT_MAX_TEXT} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {reply ? 'Save changes' : 'Save reply'}
        </Button>
        <Button onClick={onDone}>Cancel</Button>
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
  return (
    <Drawer
      title="Manage saved replies"
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
            New reply
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
          locale={{ emptyText: <Typography.Text type="secondary">No saved replies yet.</Typography.Text> }}
          renderItem={(reply) => (
            <List.Item
              key={reply.id}
              actions={[
                <Button
                  key="edit"
                  type="link"
                  onClick={() => setEditing(reply)}
                  aria-label={`Edit ${reply.title}`}
                >
                  Edit
                </Button>,
                <Popconfirm
                  key="delete"
                  title={`Delete “${reply.title}”?`}
                  okText="Delete"
                  onConfirm={() => remove.mutate(reply.id)}
                >
                  <Button type="link" danger aria-label={`Delete ${reply.title}`}>
                    Delete
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={
                  <span>
                    {reply.title} <Tag>{LANGUAGE_LABELS[reply.language]}</Tag>
                  </span>
                }
                description={`Saved by ${reply.updatedBy}`}
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  )
}
