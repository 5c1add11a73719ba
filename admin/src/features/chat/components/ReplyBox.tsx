import { useState, type KeyboardEvent } from 'react'
import { Button, Flex, Input, Tooltip } from 'antd'
import { MessageOutlined, SendOutlined } from '@ant-design/icons'
import { CHAT_MAX_TEXT } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import { CannedReplies } from './CannedReplies.tsx'

/**
 * The reply box: Enter sends, Shift+Enter is a new line. A saved reply (the button, or "/" typed
 * in the empty box) fills it, to edit before sending.
 */
export function ReplyBox({
  conversationId,
  onSend,
}: {
  conversationId: number
  onSend: (text: string) => void
}) {
  const [text, setText] = useState('')
  const [picking, setPicking] = useState(false)
  const t = useT()
  const trimmed = text.trim()
  const submit = () => {
    if (!trimmed) return
    onSend(trimmed)
    setText('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === '/' && text === '' && !event.nativeEvent.isComposing) {
      event.preventDefault()
      setPicking(true)
      return
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Flex gap={8} align="flex-end">
        <Tooltip title={t('chat.savedRepliesTip')}>
          <Button
            icon={<MessageOutlined />}
            aria-label={t('chat.savedReplies')}
            onClick={() => setPicking(true)}
          />
        </Tooltip>
        <Input.TextArea
          aria-label={t('chat.reply')}
          placeholder={t('chat.replyHint')}
          value={text}
          maxLength={CHAT_MAX_TEXT}
          autoSize={{ minRows: 1, maxRows: 5 }}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} disabled={!trimmed}>
          {t('chat.send')}
        </Button>
      </Flex>
      <CannedReplies
        conversationId={conversationId}
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) => setText(picked.slice(0, CHAT_MAX_TEXT))}
      />
    </form>
  )
}
