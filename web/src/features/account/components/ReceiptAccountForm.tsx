import { useState, type FormEvent } from 'react'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import '../../../lib/i18n/form-texts.ts'
import { receiptAccountBody, type ReceiptAccount, type ReceiptAccountBody } from '@app/contracts/account'
import { fieldIssues } from '../../../lib/validation.ts'
import { coolDownNote } from '../../../lib/cool-down.ts'
import { formatDateInText, maskAccountNumber } from '../../../lib/format.ts'
import { showToast } from '../../../lib/toast.ts'
import { toastFailure } from '../../../lib/failure.ts'
import { ChoiceChips } from '../../../lib/ui/ChoiceChips.tsx'
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog.tsx'
import { Field, PasswordField } from '../../../lib/ui/Field.tsx'
import { useReceiptMethods, useSaveReceiptAccount } from '../api/receipt.ts'
import { receiptIssues, receiptValues, type ReceiptDraft } from './receipt-form.ts'

/**
 * Account number (exactly 10 digits), receiver name and a method chosen from the operator's
 * channels, confirmed with the current password; the server checks the same rules. The field keeps
 * what is typed (no silent cut): a wrong length is said next to it. Before saving, the account is
 * read back masked ("Bank transfer ••••3344 — is this right?"). The first account and a change
 * pause withdrawals for the cool-down, which the form says before and after (and likewise after a
 * password reset).
 */
export function ReceiptAccountForm({ account }: { account: ReceiptAccount | null }) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<ReceiptDraft>({
    accountNumber: account?.accountNumber ?? '',
    receiverName: account?.receiverName ?? '',
    method: account?.method ?? '',
    password: '',
  })
  const [tried, setTried] = useState(false)
  const [readBack, setReadBack] = useState<ReceiptAccountBody | null>(null)
  const methods = useReceiptMethods().data
  const save = useSaveReceiptAccount()
  const coolDown = coolDownNote(account, formatDateInText)
  const edit = (change: Partial<ReceiptDraft>) => setDraft((current) => ({ ...current, ...change }))
  const issues = receiptIssues(fieldIssues(receiptAccountBody, receiptValues(draft)), draft, methods)
  const errorOf = (field: keyof ReceiptDraft) => (tried && issues[field] ? t(issues[field]) : null)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    const first = (['accountNumber', 'receiverName', 'method', 'password'] as const).find((f) => issues[f])
    if (first) return void showToast(t(issues[first] ?? 'error.validation'))
    setReadBack(receiptValues(draft))
  }
  const onConfirm = () => {
    if (!readBack) return
    save.mutate(readBack, {
      onSuccess: ({ msg }) => {
        edit({ password: '' })
        setTried(false)
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
        value={draft.accountNumber}
        onChange={(accountNumber) => edit({ accountNumber })}
        inputMode="numeric"
        autoComplete="off"
        name="accountNumber"
        hint={t('receiptPage.hint')}
        error={errorOf('accountNumber')}
      />
      <Field
        label={t('receiptPage.receiverName')}
        value={draft.receiverName}
        onChange={(receiverName) => edit({ receiverName })}
        autoComplete="name"
        maxLength={64}
        name="receiverName"
        error={errorOf('receiverName')}
      />
      {methods && methods.length === 0 ? (
        <p className="note">{t('receiptPage.noMethods')}</p>
      ) : (
        <ChoiceChips
          legend={t('receiptPage.method')}
          name="method"
          choices={(methods ?? []).map((name) => ({ value: name, label: name }))}
          value={methods?.includes(draft.method) ? draft.method : null}
          onChange={(method) => edit({ method })}
          error={errorOf('method')}
        />
      )}
      <PasswordField
        label={t('receiptPage.password')}
        value={draft.password}
        onChange={(password) => edit({ password })}
        autoComplete="current-password"
        maxLength={128}
        name="password"
        hint={t('receiptPage.passwordHint')}
        error={errorOf('password')}
      />
      {account && account.coolDownHours > 0 && (
        <p className="card-sub">{t('receiptPage.changeWarning', { hours: account.coolDownHours })}</p>
      )}
      {!account && <p className="card-sub">{t('receiptPage.firstWarning')}</p>}
      <Button block color="primary" size="large" type="submit" loading={save.isPending}>
        {t('receiptPage.save')}
      </Button>
      <ConfirmDialog
        open={readBack !== null}
        title={t('receiptPage.readBackTitle')}
        onClose={() => setReadBack(null)}
        onConfirm={onConfirm}
      >
        {readBack && (
          <>
            <p className="dialog-text">
              {t('receiptPage.readBack', {
                method: readBack.method,
                number: maskAccountNumber(readBack.accountNumber),
              })}
            </p>
            <p className="dialog-text">
              {t('receiptPage.readBackReceiver', { name: readBack.receiverName })}
            </p>
          </>
        )}
      </ConfirmDialog>
    </form>
  )
}
