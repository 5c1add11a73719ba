import { Card, Flex, List, Segmented, Tag, Typography } from 'antd'
import type { ChatConversationRow } from '@app/contracts'
import { LoadMore } from '../../../lib/LoadMore.tsx'
import { formatCount, formatDateTime } from '../../../lib/format.ts'
import { useLocale, useT } from '../../../lib/i18n.ts'
import { useConversations, type InboxStatus } from '../api/chat.ts'

interface ConversationListProps {
  selectedId: number | null
  onSelect: (conversationId: number) => void
  /** Open conversations (the default) or resolved ones. */
  status: InboxStatus
  onStatus: (status: InboxStatus) => void
}

function ConversationButton({
  row,
  selected,
  onSelect,
}: {
  row: ChatConversationRow
  selected: boolean
  onSelect: () => void
}) {
  const t = useT()
  const locale = useLocale()
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      data-testid={`conversation-${row.id}`}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        width: '100%',
        padding: '10px 12px',
        textAlign: 'left',
        font: 'inherit',
        color: 'inherit',
        background: selected ? '#e6f4ff' : 'transparent',
        border: 0,
        borderLeft: `3px solid ${selected ? '#0958d9' : 'transparent'}`,
        cursor: 'pointer',
      }}
    >
      <Flex justify="space-between" align="center" gap={8} style={{ width: '100%' }}>
        <Typography.Text strong ellipsis>
          {row.userNickname || row.userPhoneMasked}
        </Typography.Text>
        {row.unread > 0 && (
          <Tag color="error" style={{ marginInlineEnd: 0 }}>
            {t('chat.unread', { count: formatCount(row.unread, locale) })}
          </Tag>
        )}
      </Flex>
      <Typography.Text type="secondary" ellipsis style={{ width: '100%' }}>
        {row.lastMessageFrom === 'operator'
          ? t('chat.replyPreview', { text: row.lastMessagePreview })
          : row.lastMessagePreview || '—'}
      </Typography.Text>
      <Flex justify="space-between" gap={8} style={{ width: '100%', fontSize: 12 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.assignedOperatorName
            ? t('chat.assignedTo', { name: row.assignedOperatorName })
            : t('chat.unassigned')}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          {row.lastMessageAt ? formatDateTime(row.lastMessageAt, locale) : ''}
        </Typography.Text>
      </Flex>
    </button>
  )
}

/** Conversations of one state by latest message, with unread counts and assignees; kept live by the socket. */
export function ConversationList({ selectedId, onSelect, status, onStatus }: ConversationListProps) {
  const conversations = useConversations(status)
  const rows = conversations.data?.pages.flatMap((page) => page.items) ?? []
  const t = useT()
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('chat.conversations')}
        </Typography.Title>
      }
      extra={
        <Segmented<InboxStatus>
          size="small"
          aria-label={t('chat.whichConversations')}
          value={status}
          onChange={onStatus}
          options={[
            { value: 'open', label: t('chat.statusOpen') },
            { value: 'resolved', label: t('chat.statusResolved') },
          ]}
        />
      }
      styles={{ body: { padding: 0 } }}
    >
      <nav aria-label={t('chat.conversations')}>
        <List
          loading={conversations.isPending}
          dataSource={rows}
          // A message, not a disabled control: the readable grey, not the list's own pale one.
          locale={{
            emptyText: (
              <Typography.Text type="secondary">
                {status === 'resolved' ? t('chat.noResolved') : t('chat.noConversations')}
              </Typography.Text>
            ),
          }}
          renderItem={(row) => (
            <List.Item style={{ padding: 0 }}>
              <ConversationButton
                row={row}
                selected={row.id === selectedId}
                onSelect={() => onSelect(row.id)}
              />
            </List.Item>
          )}
        />
      </nav>
      <div style={{ paddingBottom: conversations.hasNextPage ? 12 : 0 }}>
        <LoadMore {...conversations} label={t('chat.loadMoreConversations')} />
      </div>
    </Card>
  )
}
