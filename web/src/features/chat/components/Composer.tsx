import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { CHAT_MAX_TEXT } from '@app/contracts/chat'
import { showToast } from '../../../lib/toast.ts'
import type { SendRefusal } from '../model/chat-store.ts'
import { SendIcon } from './SendIcon.tsx'

interface ComposerProps {
  /** Null when the text was taken. */
  onSend: (text: string) => SendRefusal | null
  onTyping: () => void
}

/** The send box: Enter sends, Shift+Enter is a new line; an IME still composing is left alone. */
export function Composer({ onSend, onTyping }: ComposerProps) {
  const { t } = useTranslation()
  const id = useId()
  const [text, setText] = useState('')
  const empty = text.trim() === ''

  const submit = () => {
    if (empty) return
    const refused = onSend(text)
    if (refused === 'tooLong') void showToast(t('chatPage.textTooLong', { max: CHAT_MAX_TEXT }), 'fail')
    else if (refused) void showToast(t('chatPage.textRequired'), 'fail')
    else setText('')
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }

  return (
    <form className="chat-composer" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={id}>
        {t('chatPage.messageLabel')}
      </label>
      <textarea
        id={id}
        className="chat-input"
        rows={1}
        value={text}
        maxLength={CHAT_MAX_TEXT}
        placeholder={t('chatPage.placeholder')}
        enterKeyHint="send"
        onChange={(event) => {
          setText(event.target.value)
          onTyping()
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="chat-send" disabled={empty}>
        <SendIcon />
        <span>{t('chatPage.send')}</span>
      </button>
    </form>
  )
}
