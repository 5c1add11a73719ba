import { useSearchParams } from 'react-router'
import { Alert, Button, Col, Empty, Row } from 'antd'
import type { LinkState, StopReason } from '@app/client/chat-socket'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { ChatUserFacts } from '../components/ChatUserFacts.tsx'
import { ConversationLinks } from '../components/ConversationLinks.tsx'
import { ConversationList } from '../components/ConversationList.tsx'
import { ConversationPanel } from '../components/ConversationPanel.tsx'
import { PresenceSwitch } from '../components/PresenceSwitch.tsx'
import { useInbox } from '../components/use-inbox.ts'
import type { InboxStatus } from '../api/chat.ts'
import { useT } from '../../../lib/i18n.ts'

const STOP_TEXT: Record<StopReason, string> = {
  signedOut: 'chat.signedOut',
  forbidden: 'chat.forbidden',
  tooManySockets: 'chat.tooManySockets',
}

function LinkNotice({
  link,
  reason,
  onRetry,
}: {
  link: LinkState
  reason?: StopReason
  onRetry: () => void
}) {
  const t = useT()
  if (link === 'waiting')
    return <Alert type="warning" showIcon title={t('chat.reconnecting')} style={{ marginBottom: 16 }} />
  if (link !== 'stopped' || !reason) return null
  return (
    <Alert
      type="error"
      showIcon
      title={t(STOP_TEXT[reason])}
      action={
        reason === 'tooManySockets' ? <Button onClick={onRetry}>{t('chat.tryAgain')}</Button> : undefined
      }
      style={{ marginBottom: 16 }}
    />
  )
}

/** Customer-service inbox (roles admin and support): conversations, the open one, the user's facts. */
export function ChatInboxPage() {
  const [params, setParams] = useSearchParams()
  const selectedId = Number(params.get('conversation')) || null
  // Open conversations unless the address asks for the resolved ones (decision 0056).
  const status: InboxStatus = params.get('inbox') === 'resolved' ? 'resolved' : 'open'
  const { thread, socket, row, userTyping } = useInbox(selectedId, status)
  const go = (next: { conversation?: number | null; status?: InboxStatus }) => {
    const to = new URLSearchParams()
    const showing = next.status ?? status
    if (showing === 'resolved') to.set('inbox', 'resolved')
    const conversation = next.conversation === undefined ? selectedId : next.conversation
    if (conversation !== null) to.set('conversation', String(conversation))
    setParams(to, { replace: true })
  }
  const t = useT()
  return (
    <>
      <PageHeading title={t('chat.title')} extra={<PresenceSwitch />} />
      <LinkNotice link={socket.link} reason={socket.stopReason} onRetry={socket.restart} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={7}>
          <ConversationList
            selectedId={selectedId}
            onSelect={(id) => go({ conversation: id })}
            status={status}
            onStatus={(next) => go({ status: next })}
          />
        </Col>
        <Col xs={24} lg={11}>
          {selectedId === null ? (
            <Empty description={t('chat.pick')} style={{ marginTop: 48 }} />
          ) : (
            <ConversationPanel
              conversationId={selectedId}
              row={row}
              thread={thread}
              userTyping={userTyping}
            />
          )}
        </Col>
        <Col xs={24} lg={6}>
          {selectedId !== null && (
            <>
              <ChatUserFacts conversationId={selectedId} />
              <ConversationLinks conversationId={selectedId} />
            </>
          )}
        </Col>
      </Row>
    </>
  )
}
