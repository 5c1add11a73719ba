import { useState, type FormEvent } from 'react'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { registerBody } from '@app/contracts/auth'
import { Field } from '../../../lib/ui/Field.tsx'
import { useRegister } from '../api/auth.ts'
import { useFieldMarks } from '../../../lib/use-field-marks.ts'
import { useSessionStart } from './use-session-start.ts'

/** Spec order of the sign-up messages: phone, password, confirmation; then the invitation code. */
const order = ['phone', 'password', 'confirmPassword', 'invitationCode', 'nickname'] as const

export function RegisterForm({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation()
  const [phone, setPhone] = useState('')
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [invitationCode, setInvitationCode] = useState(initialCode)
  const [nickname, setNickname] = useState('')
  const register = useRegister()
  const startSession = useSessionStart()
  const values = {
    phone: phone.trim(),
    password,
    confirmPassword,
    invitationCode: invitationCode.trim(),
    nickname: nickname.trim() || undefined,
  }
  const marks = useFieldMarks(registerBody, values, order)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!marks.check()) return
    register.mutate(values, { onSuccess: startSession })
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
      <Field
        label={t('sign.password')}
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
      <Field
        label={t('sign.invitationCode')}
        value={invitationCode}
        onChange={setInvitationCode}
        name="invitationCode"
        error={marks.errorOf('invitationCode')}
      />
      <Field
        label={t('sign.nickname')}
        value={nickname}
        onChange={setNickname}
        autoComplete="nickname"
        name="nickname"
        error={marks.errorOf('nickname')}
        maxLength={32}
      />
      <Button block color="primary" size="large" type="submit" loading={register.isPending}>
        {t('sign.register')}
      </Button>
    </form>
  )
}
