import { useState, type FormEvent } from 'react'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { forgotPasswordBody, resetPasswordBody } from '@app/contracts/auth'
import { Field } from '../../../lib/ui/Field.tsx'
import { useForgotPassword, useResetPassword } from '../api/auth.ts'
import { showToast } from '../../../lib/toast.ts'
import { useFieldMarks } from '../../../lib/use-field-marks.ts'

const order = ['phone', 'code', 'password', 'confirmPassword'] as const

/** Phone → send code → code, new password and confirmation → reset; then back to log in. */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const [phone, setPhone] = useState('')
  const [codeSent, setCodeSent] = useState(false)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const forgot = useForgotPassword()
  const reset = useResetPassword()
  const asked = { phone: phone.trim() }
  const values = { ...asked, code: code.trim(), password, confirmPassword }
  // One step at a time: the phone alone, then the code and the new password.
  const marks = useFieldMarks(
    codeSent ? resetPasswordBody : forgotPasswordBody,
    codeSent ? values : asked,
    order,
  )
  const onSendCode = () => {
    if (!marks.check()) return
    forgot.mutate(asked, {
      onSuccess: ({ msg }) => {
        if (msg) void showToast(msg)
        setCodeSent(true)
        marks.reset()
      },
    })
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!codeSent) return onSendCode()
    if (!marks.check()) return
    reset.mutate(values, {
      onSuccess: ({ msg }) => {
        if (msg) void showToast(msg)
        onDone()
      },
    })
  }
  return (
    <form className="sign-form" onSubmit={onSubmit} noValidate>
      <Field
        label={t('sign.phone')}
        value={phone}
        onChange={setPhone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        name="phone"
        error={marks.errorOf('phone')}
      />
      {codeSent && (
        <>
          <Field
            label={t('sign.code')}
            value={code}
            onChange={setCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            name="code"
            error={marks.errorOf('code')}
          />
          <Field
            label={t('sign.newPassword')}
            value={password}
            onChange={setPassword}
            type="password"
            autoComplete="new-password"
            name="password"
            error={marks.errorOf('password')}
          />
          <Field
            label={t('sign.confirmPassword')}
            value={confirmPassword}
            onChange={setConfirmPassword}
            type="password"
            autoComplete="new-password"
            name="confirmPassword"
            error={marks.errorOf('confirmPassword')}
          />
        </>
      )}
      <Button block color="primary" size="large" type="submit" loading={forgot.isPending || reset.isPending}>
        {codeSent ? t('sign.reset') : t('sign.sendCode')}
      </Button>
      {codeSent && (
        <Button block fill="none" className="sign-resend" onClick={onSendCode} disabled={forgot.isPending}>
          {t('sign.resendCode')}
        </Button>
      )}
    </form>
  )
}
