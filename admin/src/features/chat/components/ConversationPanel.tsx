import { Alert, Button, Card, Flex, Result, Tag, Typography } from 'antd'
import type { ChatConversationRow } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import { useMe } from '../../../lib/operator.ts'
import { useAssignConversation } from '../api/chat.ts'
import { StatusButton } from './StatusButton.tsx'
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
  const t = useT()
  if (row && me && row.assignedOperatorId === me.id)
    return <Tag color="processing">{t('chat.assignedToYou')}</Tag>
  return (
    <Flex align="center" gap={8}>
      {row && (
        <Typography.Text type="secondary">
          {row.assignedOperatorName
            ? t('chat.assignedTo', { name: row.assignedOperatorName })
            : t('chat.unassigned')}
        </Typography.Text>
      )}
      <Button loading={assign.isPending} onClick={() => assign.mutate({ conversationId })}>
        {t('chat.assignToMe')}
      </Button>
    </Flex>
  )
}

/** The open conversation: who, its assignee, the messages and the reply box. */
export function ConversationPanel({ conversationId, row, thread, userTyping }: ConversationPanelProps) {
  const t = useT()
  const title = row
    ? `${row.userNickname || row.userPhoneMasked} (${row.userPhoneMasked})`
    : t('chat.conversationNumber', { id: conversationId })
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      styles={{ body: { padding: 0 } }}
    >
      {/* Who has it and whether it is done, under the name, which keeps the header's width. */}
      <Flex
        justify="space-between"
        align="center"
        gap={8}
        wrap
        style={{ padding: '8px 12px', borderBottom: '1px solid #f0f0f0' }}
      >
        <AssignButton conversationId={conversationId} row={row} />
        <StatusButton conversationId={conversationId} row={row} lastId={thread.lastId} />
      </Flex>
      {thread.status === 'failed' ? (
        <Result
          status="error"
          title={t('chat.loadFailed')}
          extra={<Button onClick={thread.reload}>{t('chat.tryAgain')}</Button>}
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
          <Alert type="info" title={t('chat.loadingMessages')} style={{ marginBottom: 8 }} />
        )}
        <ReplyBox conversationId={conversationId} onSend={thread.reply} />
      </div>
    </Card>
  )
}
