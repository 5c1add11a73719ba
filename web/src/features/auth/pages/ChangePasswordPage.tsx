import Button from 'antd-mobile/es/components/button'
import { useNavigate } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import '../../../lib/i18n/form-texts.ts'
import { changePasswordBody } from '@app/contracts/auth'
import { PasswordField } from '../../../lib/ui/Field.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { paths } from '../../../lib/routes.ts'
import { showToast } from '../../../lib/toast.ts'
import { useChangePassword } from '../api/auth.ts'
import { useFieldMarks, useTextFields } from '../../../lib/use-field-marks.ts'

const order = ['oldPassword', 'newPassword', 'confirmPassword'] as const

/** Old, new and confirmed password; the server checks the same three rules again. */
export function ChangePasswordPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [values, bind] = useTextFields({ oldPassword: '', newPassword: '', confirmPassword: '' })
  const change = useChangePassword()
  const marks = useFieldMarks(changePasswordBody, values, order)
  const onSubmit = marks.submit(() =>
    change.mutate(values, {
      onSuccess: () => {
        void showToast(t('auth.modificationSuccessful'), 'success')
        void navigate(paths.settings, { replace: true })
      },
    }),
  )
  return (
    <PageFrame title={t('nav.changePassword')}>
      <form className="form-card" onSubmit={onSubmit} noValidate>
        <PasswordField
          label={t('password.old')}
          autoComplete="current-password"
          {...bind('oldPassword', marks)}
        />
        <PasswordField
          label={t('password.new')}
          autoComplete="new-password"
          {...bind('newPassword', marks)}
        />
        <PasswordField
          label={t('password.confirm')}
          autoComplete="new-password"
          {...bind('confirmPassword', marks)}
        />
        <Button block color="primary" size="large" type="submit" loading={change.isPending}>
          {t('common.confirm')}
        </Button>
      </form>
    </PageFrame>
  )
}
