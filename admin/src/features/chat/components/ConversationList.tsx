import { Card, Flex, List, Tag, Typography } from 'antd'
import { formatUnixSeconds, type ChatConversationRow } from '@app/contracts'
import { LoadMore } from '../../../lib/LoadMore.tsx'
import { useConversations } from '../api/chat.ts'

interface ConversationListProps {
  selectedId: number | null
  onSelect: (conversationId: number) => void
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
        {row.unread > 0 && <Tag color="error" style={{ marginInlineEnd: 0 }}>{`${row.unread} unread`}</Tag>}
      </Flex>
      <Typography.Text type="secondary" ellipsis style={{ width: '100%' }}>
        {row.lastMessageFrom === 'operator'
          ? `Reply: ${row.lastMessagePreview}`
          : row.lastMessagePreview || '—'}
      </Typography.Text>
      <Flex justify="space-between" gap={8} style={{ width: '100%', fontSize: 12 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.assignedOperatorName ? `Assigned to ${row.assignedOperatorName}` : 'Unassigned'}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          {row.lastMessageAt ? formatUnixSeconds(row.lastMessageAt) : ''}
        </Typography.Text>
      </Flex>
    </button>
  )
}

/** Conversations by latest message, with unread counts and assignees; kept live by the socket. */
export function ConversationList({ selectedId, onSelect }: ConversationListProps) {
  const conversations = useConversations()
  const rows = conversations.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          Conversations
        </Typography.Title>
      }
      styles={{ body: { padding: 0 } }}
    >
      <nav aria-label="Conversations">
        <List
          loading={conversations.isPending}
          dataSource={rows}
          // A message, not a disabled control: the readable grey, not the list's own pale one.
          locale={{ emptyText: <Typography.Text type="secondary">No conversations yet.</Typography.Text> }}
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
        <LoadMore {...conversations} label="Load more conversations" />
      </div>
    </Card>
  )
}
