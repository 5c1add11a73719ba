import { useLayoutEffect, useRef, useState } from 'react'
import { Button, Flex, Typography } from 'antd'
import type { ChatMessage } from '@app/contracts'
import { HistoryScroll } from '@app/client/history-scroll'
import { formatDateTime } from '../../../lib/format.ts'
import { useLocale, useT } from '../../../lib/i18n.ts'
import type { PendingReply } from '../model/thread.ts'

interface ThreadMessagesProps {
  messages: readonly ChatMessage[]
  pending: readonly PendingReply[]
  hasOlder: boolean
  loadingOlder: boolean
  onLoadOlder: () => Promise<void>
  onRetry: (reply: PendingReply) => void
  userTyping: boolean
}

const REACH_TOP_PX = 50

function Bubble({
  mine,
  who,
  text,
  time,
  note,
}: {
  mine: boolean
  who: string
  text: string
  time: number
  note?: string
}) {
  const locale = useLocale()
  return (
    <li style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <div
        style={{
          maxWidth: '80%',
          padding: '6px 10px',
          borderRadius: 10,
          color: mine ? '#fff' : 'rgba(0, 0, 0, 0.88)',
          background: mine ? '#0958d9' : '#f0f2f5',
        }}
      >
        <div style={{ fontSize: 12, color: mine ? '#e6efff' : 'rgba(0, 0, 0, 0.65)' }}>
          {`${who} · ${formatDateTime(time, locale)}${note ? ` · ${note}` : ''}`}
        </div>
        <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</div>
      </div>
    </li>
  )
}

/** The messages, oldest at the top; scrolling up (or the button) loads earlier ones in place. */
export function ThreadMessages(props: ThreadMessagesProps) {
  const { messages, pending, hasOlder, loadingOlder, onLoadOlder, onRetry, userTyping } = props
  const ref = useRef<HTMLDivElement>(null)
  const [scroll] = useState(() => new HistoryScroll(REACH_TOP_PX))
  const firstId = messages[0]?.id
  const t = useT()
  const lastKey = pending[pending.length - 1]?.clientId ?? messages[messages.length - 1]?.id

  const loadOlder = () => {
    const el = ref.current
    if (el && scroll.beginOlder(el, { firstId, hasOlder, loadingOlder })) void onLoadOlder()
  }

  useLayoutEffect(() => {
    if (ref.current) scroll.settle(ref.current, { firstId, loadingOlder })
  }, [scroll, firstId, lastKey, loadingOlder, userTyping])

  const onScroll = () => {
    const el = ref.current
    if (el && scroll.scrolled(el)) loadOlder()
  }

  return (
    <div
      ref={ref}
      role="log"
      aria-label={t('chat.messages')}
      tabIndex={0}
      onScroll={onScroll}
      style={{ height: 440, overflowY: 'auto', padding: 12, background: '#fff' }}
    >
      {hasOlder && (
        <Flex justify="center" style={{ marginBottom: 8 }}>
          <Button size="small" loading={loadingOlder} onClick={loadOlder}>
            {t('chat.loadEarlier')}
          </Button>
        </Flex>
      )}
      {messages.length === 0 && pending.length === 0 && (
        <Typography.Paragraph type="secondary">{t('chat.noMessages')}</Typography.Paragraph>
      )}
      <ol
        style={{ display: 'flex', flexDirection: 'column', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}
      >
        {messages.map((m) => (
          <Bubble
            key={m.id}
            mine={m.from === 'operator'}
            who={m.from === 'operator' ? (m.operatorName ?? t('chat.operator')) : t('chat.user')}
            text={m.text}
            time={m.createdAt}
          />
        ))}
        {pending.map((p) => (
          <Bubble
            key={p.clientId}
            mine
            who={t('chat.you')}
            text={p.text}
            time={p.createdAt}
            note={p.failed ? t('chat.notSent') : t('chat.sending')}
          />
        ))}
      </ol>
      {pending.some((p) => p.failed) && (
        <Flex justify="flex-end" style={{ marginTop: 8 }}>
          <Button size="small" onClick={() => pending.filter((p) => p.failed).forEach(onRetry)}>
            {t('chat.sendAgain')}
          </Button>
        </Flex>
      )}
      {userTyping && (
        <Typography.Paragraph type="secondary" italic style={{ marginTop: 8 }}>
          {t('chat.userTyping')}
        </Typography.Paragraph>
      )}
    </div>
  )
}
