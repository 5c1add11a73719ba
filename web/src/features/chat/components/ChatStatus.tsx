import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { LinkState, StopReason } from '@app/client/chat-socket'

interface ChatStatusProps {
  online: boolean | null
  link: LinkState
  stopReason: StopReason | null
  onRetry: () => void
}

const stopTexts: Record<StopReason, string> = {
  signedOut: 'chatPage.signedOut',
  forbidden: 'chatPage.unavailable',
  tooManySockets: 'chatPage.tooManyWindows',
}

/** Under the title: customer service online or offline (live), and the connection when it is down. */
export function ChatStatus({ online, link, stopReason, onRetry }: ChatStatusProps) {
  const { t } = useTranslation()
  const presence = online === null ? 'unknown' : online ? 'online' : 'offline'
  const presenceText = {
    unknown: t('chatPage.checking'),
    online: t('chatPage.online'),
    offline: t('chatPage.offline'),
  }[presence]
  return (
    <div className="chat-status">
      <p className="chat-presence" role="status">
        <span className={`chat-dot chat-dot-${presence}`} aria-hidden />
        <span className="visually-hidden">{t('chatPage.presenceLabel')}</span>
        <span data-presence={presence}>{presenceText}</span>
      </p>
      {online === false && <p className="chat-note">{t('chatPage.offlineNote')}</p>}
      {link === 'waiting' && (
        <p className="chat-note chat-note-link" role="status">
          {t('chatPage.reconnecting')}
        </p>
      )}
      {link === 'stopped' && stopReason && (
        <p className="chat-note chat-note-link" role="alert">
          {t(stopTexts[stopReason])}{' '}
          {stopReason === 'tooManySockets' && (
            <button type="button" className="text-link" onClick={onRetry}>
              {t('chatPage.retry')}
            </button>
          )}
        </p>
      )}
    </div>
  )
}
