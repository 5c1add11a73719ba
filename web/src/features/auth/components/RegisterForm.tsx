import Button from 'antd-mobile/es/components/button'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { registerBody } from '@app/contracts/auth'
import { Field, PasswordField } from '../../../lib/ui/Field.tsx'
import { useRegister } from '../api/auth.ts'
import { useFieldMarks, useTextFields } from '../../../lib/use-field-marks.ts'
import { PhoneField } from './PhoneField.tsx'
import { useSessionStart } from './use-session-start.ts'

/** Spec order of the sign-up messages: phone, password, confirmation; then the invitation code. */
const order = ['phone', 'password', 'confirmPassword', 'invitationCode', 'nickname'] as const

export function RegisterForm({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation()
  const [text, bind] = useTextFields({
    phone: '',
    password: '',
    confirmPassword: '',
    invitationCode: initialCode,
    nickname: '',
  })
  const register = useRegister()
  const startSession = useSessionStart()
  const values = {
    ...text,
    phone: text.phone.trim(),
    invitationCode: text.invitationCode.trim(),
    nickname: text.nickname.trim() || undefined,
  }
  const marks = useFieldMarks(registerBody, values, order)
  const onSubmit = marks.submit(() => register.mutate(values, { onSuccess: startSession }))
  return (
    <form className="sign-form" onSubmit={onSubmit} noValidate>
      <PhoneField {...bind('phone', marks)} />
      <PasswordField label={t('sign.password')} autoComplete="new-password" {...bind('password', marks)} />
      <PasswordField
        label={t('sign.confirmPassword')}
        autoComplete="new-password"
        {...bind('confirmPassword', marks)}
      />
      <Field label={t('sign.invitationCode')} {...bind('invitationCode', marks)} />
      <Field label={t('sign.nickname')} autoComplete="nickname" maxLength={32} {...bind('nickname', marks)} />
      <Button block color="primary" size="large" type="submit" loading={register.isPending}>
        {t('sign.register')}
      </Button>
    </form>
  )
}
