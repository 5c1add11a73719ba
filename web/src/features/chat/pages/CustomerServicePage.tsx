import { useTranslation } from '../../../lib/i18n/translate.ts'
import { PageHeader } from '../../../lib/ui/PageHeader.tsx'
import { ChatStatus } from '../components/ChatStatus.tsx'
import { Composer } from '../components/Composer.tsx'
import { MessageList } from '../components/MessageList.tsx'
import { useChat } from '../components/use-chat.ts'
import '../components/chat.css'

/**
 * `/pages/customerservice/index`: the conversation with customer service, live over the chat
 * socket; whether they are online; messages written offline wait and go when the connection returns.
 */
export function CustomerServicePage() {
  const { t } = useTranslation()
  const chat = useChat()
  const { view } = chat
  return (
    <div className="page chat-page">
      <PageHeader title={t('nav.customerService')} />
      <ChatStatus online={view.online} link={view.link} stopReason={view.stopReason} onRetry={chat.retry} />
      <main className="chat-main">
        <MessageList view={view} onLoadOlder={chat.loadOlder} />
        <Composer onSend={chat.send} onTyping={chat.typing} />
      </main>
    </div>
  )
}
