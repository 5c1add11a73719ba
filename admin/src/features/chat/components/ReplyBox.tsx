import { useState, type KeyboardEvent } from 'react'
import { Button, Flex, Input } from 'antd'
import { SendOutlined } from '@ant-design/icons'
import { CHAT_MAX_TEXT } from '@app/contracts'

/** The reply box: Enter sends, Shift+Enter is a new line. */
export function ReplyBox({ onSend }: { onSend: (text: string) => void }) {
  const [text, setText] = useState('')
  const trimmed = text.trim()
  const submit = () => {
    if (!trimmed) return
    onSend(trimmed)
    setText('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
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
        <Input.TextArea
          aria-label="Reply"
          placeholder="Write a reply"
          value={text}
          maxLength={CHAT_MAX_TEXT}
          autoSize={{ minRows: 1, maxRows: 5 }}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} disabled={!trimmed}>
          Send
        </Button>
      </Flex>
    </form>
  )
}
