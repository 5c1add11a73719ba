import { useState } from 'react'
import { Button, Empty, Flex, Input, List, Modal, Segmented, Tag, Typography } from 'antd'
import type { Locale } from '@app/contracts'
import { useChatUserFacts } from '../api/chat.ts'
import { useCannedReplies } from '../api/support.ts'
import { LOCALES } from '@app/contracts/constants'
import { useT } from '../../../lib/i18n.ts'
import { fillPlaceholders, findReplies } from '../model/canned.ts'
import { CannedReplyManager } from './CannedReplyManager.tsx'

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
  const t = useT()
  const languageFilters = [
    { value: 'all', label: t('chat.allLanguages') },
    ...LOCALES.map((value) => ({ value, label: t(`chat.lang.${value}`) })),
  ]
  const pick = (text: string) => {
    onPick(fillPlaceholders(text, user))
    setTyped('')
    onClose()
  }
  return (
    <>
      <Modal
        title={t('chat.savedReplies')}
        open={open}
        onCancel={onClose}
        footer={<Button onClick={() => setManaging(true)}>{t('chat.manageSavedReplies')}</Button>}
        width={640}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          <Input.Search
            aria-label={t('chat.searchSavedReplies')}
            placeholder={t('chat.searchHint')}
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
            aria-label={t('chat.language')}
            value={language}
            options={languageFilters}
            onChange={(value) => setLanguage(value as Locale | 'all')}
          />
          <List
            loading={replies.isPending}
            dataSource={found}
            style={{ maxHeight: 420, overflowY: 'auto' }}
            locale={{
              emptyText: (
                <Empty
                  description={replies.data?.length ? t('chat.noReplyMatches') : t('chat.noSavedRepliesHint')}
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
                    aria-label={t('chat.insertNamed', { title: reply.title })}
                  >
                    {t('chat.insert')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <span>
                      {reply.title} <Tag>{t(`chat.lang.${reply.language}`)}</Tag>
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
