import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { MessageOutlined } from '@ant-design/icons'
import { CHAT_OPS_LINKS_OF_REQUESTS, type ChatLinkKind } from '@app/contracts'
import { translate } from '../../../lib/i18n.ts'
import { useMayCall } from '../../../lib/operator.ts'
import { call } from '../../../lib/request.ts'

/**
 * Which rows of a queue page are linked to a support conversation, for operators who chat (the
 * others cannot open the inbox, and get null): request id → conversation id.
 */
export function useChatMarks(kind: ChatLinkKind, ids: number[]): Map<number, number> | null {
  const chats = useMayCall(CHAT_OPS_LINKS_OF_REQUESTS)
  const marks = useQuery({
    queryKey: ['ops', 'chat', 'support', 'marks', kind, ids],
    queryFn: () =>
      call(
        CHAT_OPS_LINKS_OF_REQUESTS,
        { query: { kind, ids: ids.slice(0, 100).join(',') } },
        { quiet: true },
      ),
    enabled: ids.length > 0 && chats,
  })
  if (!chats) return null
  return new Map((marks.data ?? []).map((m) => [m.requestId, m.conversationId]))
}

/** A queue column, for operators who chat: a small link to the conversation a request is linked to. */
export const chatMarkColumns = <Row extends { id: number }>(
  marks: Map<number, number> | null,
  kind: ChatLinkKind,
) => (marks === null ? [] : [chatMarkColumn<Row>(marks, kind)])

const chatMarkColumn = <Row extends { id: number }>(marks: Map<number, number>, kind: ChatLinkKind) => ({
  title: translate('queue.chatColumn'),
  key: 'chat',
  render: (_: unknown, row: Row) => {
    const conversation = marks.get(row.id)
    return conversation === undefined ? null : (
      <Link
        to={`/support-inbox?conversation=${conversation}`}
        aria-label={translate(`queue.conversationAbout.${kind}`, { id: row.id })}
      >
        <MessageOutlined />
      </Link>
    )
  },
})
