import { useState } from 'react'
import { App, Button, Tag, Tooltip } from 'antd'
import { CheckOutlined, UndoOutlined } from '@ant-design/icons'
import type { ChatConversationRow, ChatStatusReply } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import { useSetConversationStatus } from '../api/chat.ts'

/**
 * Resolve the conversation read up to its newest message, or reopen a resolved one (decision
 * 0056). The server refuses a resolve when the user wrote after what this screen shows.
 */
export function StatusButton({
  conversationId,
  row,
  lastId,
}: {
  conversationId: number
  row: ChatConversationRow | undefined
  lastId: number
}) {
  const { message } = App.useApp()
  const change = useSetConversationStatus()
  const [answered, setAnswered] = useState<{ id: number; reply: ChatStatusReply } | null>(null)
  const t = useT()
  // The list's row while it is listed (kept live by the socket); the last answer once it left the list.
  const shown = row ?? (answered?.id === conversationId ? answered.reply : undefined)
  const resolved = shown?.status === 'resolved'
  const onClick = () =>
    change.mutate(
      { conversationId, upToId: resolved ? null : lastId },
      {
        onSuccess: (reply) => {
          setAnswered({ id: conversationId, reply })
          void message.success(reply.status === 'resolved' ? t('chat.resolvedDone') : t('chat.reopenedDone'))
        },
      },
    )
  if (resolved)
    return (
      <>
        <Tag color="success" style={{ marginInlineEnd: 0 }}>
          {shown?.resolvedBy ? t('chat.resolvedBy', { name: shown.resolvedBy }) : t('chat.statusResolved')}
        </Tag>
        <Button icon={<UndoOutlined />} loading={change.isPending} onClick={onClick}>
          {t('chat.reopen')}
        </Button>
      </>
    )
  return (
    <Tooltip title={t('chat.resolveHelp')}>
      <Button icon={<CheckOutlined />} loading={change.isPending} disabled={lastId === 0} onClick={onClick}>
        {t('chat.resolve')}
      </Button>
    </Tooltip>
  )
}
