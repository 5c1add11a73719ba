import { useState, type FormEvent } from 'react'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { loginBody } from '@app/contracts/auth'
import { Field } from '../../../lib/ui/Field.tsx'
import { useLogin } from '../api/auth.ts'
import { useFieldMarks } from '../../../lib/use-field-marks.ts'
import { useSessionStart } from './use-session-start.ts'

export function LoginForm() {
  const { t } = useTranslation()
  const [phone, setPhone] = useState('')
  const [password, setPassword] = useState('')
  const login = useLogin()
  const startSession = useSessionStart()
  const values = { phone: phone.trim(), password }
  const marks = useFieldMarks(loginBody, values, ['phone', 'password'])
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!marks.check()) return
    // Server refusals are toasted by the request layer; nothing more to do here.
    login.mutate(values, { onSuccess: startSession })
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
        autoComplete="current-password"
        name="password"
        error={marks.errorOf('password')}
      />
      <Button block color="primary" size="large" type="submit" loading={login.isPending}>
        {t('sign.login')}
      </Button>
    </form>
  )
}
