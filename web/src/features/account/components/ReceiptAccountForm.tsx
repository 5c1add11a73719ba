import { useState, type FormEvent } from 'react'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { RECEIPT_ACCOUNT_DIGITS } from '@app/contracts/constants'
import { receiptAccountBody, type ReceiptAccount } from '@app/contracts/account'
import { checkOrToast } from '../../../lib/validation.ts'
import { coolDownNote } from '../../../lib/cool-down.ts'
import { formatDateInText } from '../../../lib/format.ts'
import { showToast } from '../../../lib/toast.ts'
import { toastFailure } from '../../../lib/failure.ts'
import { Field } from '../../../lib/ui/Field.tsx'
import { useSaveReceiptAccount } from '../api/receipt.ts'

const order = ['accountNumber', 'receiverName', 'method', 'password'] as const

/**
 * Account number (exactly 10 digits), receiver name and method, confirmed with the current
 * password; the server checks the same rules. A change pauses withdrawals for the cool-down, which
 * the form says before and after (and likewise after a password reset).
 */
export function ReceiptAccountForm({ account }: { account: ReceiptAccount | null }) {
  const { t } = useTranslation()
  const [accountNumber, setAccountNumber] = useState(account?.accountNumber ?? '')
  const [receiverName, setReceiverName] = useState(account?.receiverName ?? '')
  const [method, setMethod] = useState(account?.method ?? '')
  const [password, setPassword] = useState('')
  const save = useSaveReceiptAccount()
  const coolDown = coolDownNote(account, formatDateInText)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const values = {
      accountNumber: accountNumber.trim(),
      receiverName: receiverName.trim(),
      method: method.trim(),
      password,
    }
    if (!checkOrToast(receiptAccountBody, values, order, t)) return
    save.mutate(values, {
      onSuccess: ({ msg }) => {
        setPassword('')
        void showToast(msg || t('auth.modificationSuccessful'), 'success')
      },
      onError: toastFailure,
    })
  }
  return (
    <form className="form-card" onSubmit={onSubmit} noValidate>
      {coolDown && (
        <p className="note" role="status">
          {t(coolDown.key, coolDown.values)}
        </p>
      )}
      <Field
        label={t('receiptPage.accountNumber')}
        value={accountNumber}
        onChange={setAccountNumber}
        inputMode="numeric"
        maxLength={RECEIPT_ACCOUNT_DIGITS}
        name="accountNumber"
      />
      <Field
        label={t('receiptPage.receiverName')}
        value={receiverName}
        onChange={setReceiverName}
        autoComplete="name"
        maxLength={64}
        name="receiverName"
      />
      <Field
        label={t('receiptPage.method')}
        value={method}
        onChange={setMethod}
        maxLength={64}
        name="method"
      />
      <Field
        label={t('receiptPage.password')}
        value={password}
        onChange={setPassword}
        type="password"
        autoComplete="current-password"
        maxLength={128}
        name="password"
      />
      <p className="card-sub">{t('receiptPage.hint')}</p>
      <p className="card-sub">{t('receiptPage.passwordHint')}</p>
      {account && account.coolDownHours > 0 && (
        <p className="card-sub">{t('receiptPage.changeWarning', { hours: account.coolDownHours })}</p>
      )}
      <Button block color="primary" size="large" type="submit" loading={save.isPending}>
        {t('receiptPage.save')}
      </Button>
    </form>
  )
}
