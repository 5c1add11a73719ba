import ClockCircleOutline from 'antd-mobile-icons/es/ClockCircleOutline'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { formatChatTime } from '../model/time.ts'

export interface MessageItemProps {
  from: 'user' | 'operator'
  text: string
  /** Unix seconds. */
  createdAt: number
  now: number
  /** Not acknowledged yet: 'sending' on a live socket, 'queued' while it is down. */
  pending?: 'sending' | 'queued'
}

/** One bubble: the user's on the right, customer service's on the left, time and pending mark below. */
export function MessageItem({ from, text, createdAt, now, pending }: MessageItemProps) {
  const { t } = useTranslation()
  return (
    <li className={`chat-message chat-message-${from}`} data-pending={pending ? 'true' : undefined}>
      <div className="chat-bubble">
        <span className="visually-hidden">{from === 'user' ? t('chatPage.you') : t('chatPage.agent')}</span>
        <p className="chat-text">{text}</p>
        <p className="chat-meta">
          <time dateTime={new Date(createdAt * 1000).toISOString()}>{formatChatTime(createdAt, now)}</time>
          {pending && (
            <span className="chat-pending">
              <ClockCircleOutline aria-hidden />
              {pending === 'sending' ? t('chatPage.sending') : t('chatPage.queued')}
            </span>
          )}
        </p>
      </div>
    </li>
  )
}
