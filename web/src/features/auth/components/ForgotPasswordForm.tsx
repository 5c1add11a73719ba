import { useState } from 'react'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { forgotPasswordBody, resetPasswordBody } from '@app/contracts/auth'
import { Field, PasswordField } from '../../../lib/ui/Field.tsx'
import { useForgotPassword, useResetPassword } from '../api/auth.ts'
import { showToast } from '../../../lib/toast.ts'
import { useFieldMarks, useTextFields } from '../../../lib/use-field-marks.ts'
import { PhoneField } from './PhoneField.tsx'

const order = ['phone', 'code', 'password', 'confirmPassword'] as const

/** Phone → send code → code, new password and confirmation → reset; then back to log in. */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const [codeSent, setCodeSent] = useState(false)
  const [text, bind] = useTextFields({ phone: '', code: '', password: '', confirmPassword: '' })
  const forgot = useForgotPassword()
  const reset = useResetPassword()
  const asked = { phone: text.phone.trim() }
  const values = { ...text, ...asked, code: text.code.trim() }
  // One step at a time: the phone alone, then the code and the new password.
  const marks = useFieldMarks(
    codeSent ? resetPasswordBody : forgotPasswordBody,
    codeSent ? values : asked,
    order,
  )
  const sendCode = () =>
    forgot.mutate(asked, {
      onSuccess: ({ msg }) => {
        if (msg) void showToast(msg)
        setCodeSent(true)
        marks.reset()
      },
    })
  const onResend = () => {
    if (marks.check()) sendCode()
  }
  const onSubmit = marks.submit(() => {
    if (!codeSent) return sendCode()
    reset.mutate(values, {
      onSuccess: ({ msg }) => {
        if (msg) void showToast(msg)
        onDone()
      },
    })
  })
  return (
    <form className="sign-form" onSubmit={onSubmit} noValidate>
      <PhoneField {...bind('phone', marks)} />
      {codeSent && (
        <>
          <Field
            label={t('sign.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...bind('code', marks)}
          />
          <PasswordField
            label={t('sign.newPassword')}
            autoComplete="new-password"
            {...bind('password', marks)}
          />
          <PasswordField
            label={t('sign.confirmPassword')}
            autoComplete="new-password"
            {...bind('confirmPassword', marks)}
          />
        </>
      )}
      <Button block color="primary" size="large" type="submit" loading={forgot.isPending || reset.isPending}>
        {codeSent ? t('sign.reset') : t('sign.sendCode')}
      </Button>
      {codeSent && (
        <Button block fill="none" className="sign-resend" onClick={onResend} disabled={forgot.isPending}>
          {t('sign.resendCode')}
        </Button>
      )}
    </form>
  )
}
