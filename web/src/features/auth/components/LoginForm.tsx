import Button from 'antd-mobile/es/components/button'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { loginBody } from '@app/contracts/auth'
import { PasswordField } from '../../../lib/ui/Field.tsx'
import { useLogin } from '../api/auth.ts'
import { useFieldMarks, useTextFields } from '../../../lib/use-field-marks.ts'
import { PhoneField } from './PhoneField.tsx'
import { useSessionStart } from './use-session-start.ts'

export function LoginForm() {
  const { t } = useTranslation()
  const [text, bind] = useTextFields({ phone: '', password: '' })
  const login = useLogin()
  const startSession = useSessionStart()
  const values = { ...text, phone: text.phone.trim() }
  const marks = useFieldMarks(loginBody, values, ['phone', 'password'])
  // Server refusals are toasted by the request layer; nothing more to do here.
  const onSubmit = marks.submit(() => login.mutate(values, { onSuccess: startSession }))
  return (
    <form className="sign-form" onSubmit={onSubmit} noValidate>
      <PhoneField {...bind('phone', marks)} />
      <PasswordField
        label={t('sign.password')}
        autoComplete="current-password"
        {...bind('password', marks)}
      />
      <Button block color="primary" size="large" type="submit" loading={login.isPending}>
        {t('sign.login')}
      </Button>
    </form>
  )
}
