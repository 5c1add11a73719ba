import { Alert, Button, Card, Flex, Result, Tag, Typography } from 'antd'
import type { ChatConversationRow } from '@app/contracts'
import { useMe } from '../../../lib/operator.ts'
import { useAssignConversation } from '../api/chat.ts'
import { ReplyBox } from './ReplyBox.tsx'
import { ThreadMessages } from './ThreadMessages.tsx'
import type { useThread } from './use-thread.ts'

interface ConversationPanelProps {
  conversationId: number
  row: ChatConversationRow | undefined
  thread: ReturnType<typeof useThread>
  userTyping: boolean
}

function AssignButton({
  conversationId,
  row,
}: {
  conversationId: number
  row: ChatConversationRow | undefined
}) {
  const me = useMe().data
  const assign = useAssignConversation()
  if (row && me && row.assignedOperatorId === me.id) return <Tag color="processing">Assigned to you</Tag>
  return (
    <Flex align="center" gap={8}>
      {row && (
        <Typography.Text type="secondary">
          {row.assignedOperatorName ? `Assigned to ${row.assignedOperatorName}` : 'Unassigned'}
        </Typography.Text>
      )}
      <Button loading={assign.isPending} onClick={() => assign.mutate({ conversationId })}>
        Assign to me
      </Button>
    </Flex>
  )
}

/** The open conversation: who, its assignee, the messages and the reply box. */
export function ConversationPanel({ conversationId, row, thread, userTyping }: ConversationPanelProps) {
  const title = row
    ? `${row.userNickname || row.userPhoneMasked} (${row.userPhoneMasked})`
    : `Conversation #${conversationId}`
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={<AssignButton conversationId={conversationId} row={row} />}
      styles={{ body: { padding: 0 } }}
    >
      {thread.status === 'failed' ? (
        <Result
          status="error"
          title="The messages could not be loaded"
          extra={<Button onClick={thread.reload}>Try again</Button>}
        />
      ) : (
        <ThreadMessages
          messages={thread.messages}
          pending={thread.pending}
          hasOlder={thread.next !== null}
          loadingOlder={thread.loadingOlder}
          onLoadOlder={thread.loadOlder}
          onRetry={thread.retry}
          userTyping={userTyping}
        />
      )}
      <div style={{ padding: 12, borderTop: '1px solid #f0f0f0' }}>
        {thread.status === 'loading' && (
          <Alert type="info" title="Loading messages…" style={{ marginBottom: 8 }} />
        )}
        <ReplyBox conversationId={conversationId} onSend={thread.reply} />
      </div>
    </Card>
  )
}
