import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import '../../../lib/i18n/form-texts.ts'
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog.tsx'
import { PasswordField } from '../../../lib/ui/Field.tsx'
import { ConfirmLines } from './WithdrawParts.tsx'

/** What sending did: done (the dialog closes), or the password was refused (said under its field). */
export type SendOutcome = { sent: true } | { sent: false; passwordError: string }

interface WithdrawConfirmProps {
  open: boolean
  /** The amount as shown, and the fee, the amount received and where it goes. */
  amount: string
  destination: string
  lines: { label: string; value: string }[]
  onClose: () => void
  /** Sends the withdrawal with the password typed here. */
  onSend: (password: string) => Promise<SendOutcome>
}

/**
 * The last step before money leaves: the figures and the destination read back, and the user's
 * password, asked for now (the line under it names the amount and where it goes; the button says
 * Withdraw). A wrong password is said under the field
 * and the dialog stays open; the password is forgotten whenever the dialog closes.
 */
export function WithdrawConfirm({ open, amount, destination, lines, onClose, onSend }: WithdrawConfirmProps) {
  const { t } = useTranslation()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    setPassword('')
    setError(null)
    onClose()
  }
  const send = async (): Promise<boolean> => {
    if (password === '') {
      setError(t('validation.passwordRequired'))
      return false
    }
    const outcome = await onSend(password)
    if (outcome.sent) {
      setPassword('')
      return true
    }
    setError(outcome.passwordError)
    return false
  }
  // The keyboard's Go key sends too (the dialog sits inside the page's form: no form of its own).
  const onEnter = () => void send().then((done) => done && close())
  return (
    <ConfirmDialog
      open={open}
      title={t('walletPage.withdrawConfirm')}
      confirmText={t('walletPage.submitWithdraw')}
      onClose={close}
      onConfirm={send}
    >
      <div className="dialog-form">
        <ConfirmLines
          amount={amount}
          lines={[...lines, { label: t('walletPage.withdrawTo'), value: destination }]}
        />
        <PasswordField
          label={t('walletPage.withdrawPassword')}
          autoComplete="current-password"
          name="password"
          maxLength={128}
          value={password}
          onChange={(value) => {
            setPassword(value)
            setError(null)
          }}
          hint={t('walletPage.withdrawPasswordHint', { amount, destination })}
          error={error}
          onEnterPress={onEnter}
        />
      </div>
    </ConfirmDialog>
  )
}
