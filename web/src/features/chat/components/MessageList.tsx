import { useLayoutEffect, useRef, useState } from 'react'
import DotLoading from 'antd-mobile/es/components/dot-loading'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { REACH_BOTTOM_PX } from '@app/contracts/constants'
import { HistoryScroll } from '@app/client/history-scroll'
import { DelayedLoading } from '../../../lib/placeholders/Loading.tsx'
import { EmptyState } from '../../../lib/placeholders/Placeholders.tsx'
import type { ChatView } from '../model/chat-store.ts'
import { MessageItem } from './MessageItem.tsx'

interface MessageListProps {
  view: ChatView
  onLoadOlder: () => Promise<void>
}

/**
 * The conversation, newest at the bottom. Scrolling to the top (or the button there) loads older
 * messages and keeps what was on screen in place; there is no pull-to-refresh on this page.
 */
export function MessageList({ view, onLoadOlder }: MessageListProps) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  const [scroll] = useState(() => new HistoryScroll(REACH_BOTTOM_PX))
  const { messages, pending, link, hasOlder, loadingOlder, historyLoaded } = view
  const firstId = messages[0]?.id
  const lastKey = pending[pending.length - 1]?.clientId ?? messages[messages.length - 1]?.id
  const now = Math.floor(Date.now() / 1000)

  const loadOlder = () => {
    const el = ref.current
    if (el && scroll.beginOlder(el, { firstId, hasOlder, loadingOlder })) void onLoadOlder()
  }

  useLayoutEffect(() => {
    if (ref.current) scroll.settle(ref.current, { firstId, loadingOlder })
  }, [scroll, firstId, lastKey, loadingOlder, view.operatorTyping])

  const onScroll = () => {
    const el = ref.current
    if (el && scroll.scrolled(el)) loadOlder()
  }

  const empty = historyLoaded && messages.length === 0 && pending.length === 0
  return (
    <div
      ref={ref}
      className="chat-log"
      role="log"
      aria-label={t('chatPage.conversation')}
      tabIndex={0}
      onScroll={onScroll}
    >
      {hasOlder && (
        <div className="chat-older">
          {loadingOlder ? (
            <span role="status">
              <DotLoading color="primary" /> {t('chatPage.loadingEarlier')}
            </span>
          ) : (
            <button type="button" className="text-link" onClick={loadOlder}>
              {t('chatPage.loadEarlier')}
            </button>
          )}
        </div>
      )}
      {!historyLoaded && messages.length === 0 && <DelayedLoading />}
      {empty && <EmptyState title={t('chatPage.emptyTitle')} description={t('chatPage.emptyHint')} />}
      <ol className="chat-messages">
        {messages.map((m) => (
          <MessageItem key={m.id} from={m.from} text={m.text} createdAt={m.createdAt} now={now} />
        ))}
        {pending.map((item) => (
          <MessageItem
            key={item.clientId}
            from="user"
            text={item.text}
            createdAt={item.createdAt}
            now={now}
            pending={link === 'open' ? 'sending' : 'queued'}
          />
        ))}
      </ol>
      {view.operatorTyping && <p className="chat-typing">{t('chatPage.typing')}</p>}
    </div>
  )
}
