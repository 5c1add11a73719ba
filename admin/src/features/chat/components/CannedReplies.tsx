import { useState } from 'react'
import { Button, Empty, Flex, Input, List, Modal, Segmented, Tag, Typography } from 'antd'
import type { Locale } from '@app/contracts'
import { useChatUserFacts } from '../api/chat.ts'
import { useCannedReplies } from '../api/support.ts'
import { fillPlaceholders, findReplies, LANGUAGE_LABELS } from '../model/canned.ts'
import { CannedReplyManager } from './CannedReplyManager.tsx'

const LANGUAGE_FILTERS = [
  { value: 'all', label: 'All languages' },
  ...Object.entries(LANGUAGE_LABELS).map(([value, label]) => ({ value, label })),
]

interface CannedRepliesProps {
  conversationId: number
  open: boolean
  onClose: () => void
  /** The reply's text, placeholders filled: it goes into the reply box, never straight out. */
  onPick: (text: string) => void
}

/** The saved replies to pick from: search by title or text, narrow by language, insert one. */
export function CannedReplies({ conversationId, open, onClose, onPick }: CannedRepliesProps) {
  const replies = useCannedReplies(open)
  const user = useChatUserFacts(conversationId).data
  const [typed, setTyped] = useState('')
  const [language, setLanguage] = useState<Locale | 'all'>('all')
  const [managing, setManaging] = useState(false)
  const found = findReplies(replies.data ?? [], typed, language)
  const pick = (text: string) => {
    onPick(fillPlaceholders(text, user))
    setTyped('')
    onClose()
  }
  return (
    <>
      <Modal
        title="Saved replies"
        open={open}
        onCancel={onClose}
        footer={<Button onClick={() => setManaging(true)}>Manage saved replies</Button>}
        width={640}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          <Input.Search
            aria-label="Search saved replies"
            placeholder="Search by title or text"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={() => {
              const first = found[0]
              if (first) pick(first.text)
            }}
            autoFocus
            allowClear
          />
          <Segmented
            aria-label="Language"
            value={language}
            options={LANGUAGE_FILTERS}
            onChange={(value) => setLanguage(value as Locale | 'all')}
          />
          <List
            loading={replies.isPending}
            dataSource={found}
            style={{ maxHeight: 420, overflowY: 'auto' }}
            locale={{
              emptyText: (
                <Empty
                  description={
                    replies.data?.length
                      ? 'No saved reply matches.'
                      : 'No saved replies yet. Add one under “Manage saved replies”.'
                  }
                />
              ),
            }}
            renderItem={(reply) => (
              <List.Item
                key={reply.id}
                actions={[
                  <Button
                    key="insert"
                    type="link"
                    onClick={() => pick(reply.text)}
                    aria-label={`Insert ${reply.title}`}
                  >
                    Insert
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <span>
                      {reply.title} <Tag>{LANGUAGE_LABELS[reply.language]}</Tag>
                    </span>
                  }
                  description={
                    <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }} type="secondary">
                      {fillPlaceholders(reply.text, user)}
                    </Typography.Paragraph>
                  }
                />
              </List.Item>
            )}
          />
        </Flex>
      </Modal>
      <CannedReplyManager open={managing} onClose={() => setManaging(false)} />
    </>
  )
}
