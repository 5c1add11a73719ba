import { useState, type FormEvent } from 'react'
import Button from 'antd-mobile/es/components/button'
import { useNavigate } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { changePasswordBody } from '@app/contracts/auth'
import { Field } from '../../../lib/ui/Field.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { paths } from '../../../lib/routes.ts'
import { showToast } from '../../../lib/toast.ts'
import { useChangePassword } from '../api/auth.ts'
import { useFieldMarks } from '../../../lib/use-field-marks.ts'

const order = ['oldPassword', 'newPassword', 'confirmPassword'] as const

/** Old, new and confirmed password; the server checks the same three rules again. */
export function ChangePasswordPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [oldPassword, setOldPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const change = useChangePassword()
  const values = { oldPassword, newPassword, confirmPassword }
  const marks = useFieldMarks(changePasswordBody, values, order)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!marks.check()) return
    change.mutate(values, {
      onSuccess: () => {
        void showToast(t('auth.modificationSuccessful'), 'success')
        void navigate(paths.settings, { replace: true })
      },
    })
  }
  return (
    <PageFrame title={t('nav.changePassword')}>
      <form className="form-card" onSubmit={onSubmit} noValidate>
        <Field
          label={t('password.old')}
          value={oldPassword}
          onChange={setOldPassword}
          type="password"
          autoComplete="current-password"
          name="oldPassword"
          error={marks.errorOf('oldPassword')}
        />
        <Field
          label={t('password.new')}
          value={newPassword}
          onChange={setNewPassword}
          type="password"
          autoComplete="new-password"
          name="newPassword"
          error={marks.errorOf('newPassword')}
        />
        <Field
          label={t('password.confirm')}
          value={confirmPassword}
          onChange={setConfirmPassword}
          type="password"
          autoComplete="new-password"
          name="confirmPassword"
          error={marks.errorOf('confirmPassword')}
        />
        <Button block color="primary" size="large" type="submit" loading={change.isPending}>
          {t('common.confirm')}
        </Button>
      </form>
    </PageFrame>
  )
}
