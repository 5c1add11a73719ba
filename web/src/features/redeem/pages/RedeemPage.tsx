import { useState, type FormEvent } from 'react'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { redeemBody } from '@app/contracts/redeem'
import { useFieldMarks } from '../../../lib/use-field-marks.ts'
import { showToast } from '../../../lib/toast.ts'
import { toastFailure } from '../../../lib/failure.ts'
import { Field } from '../../../lib/ui/Field.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { useRedeemCode } from '../api/redeem.ts'
import '../../../lib/ui/ui.css'

/** Redeem a code for a reward (balance or points); one key per attempt, so a double tap redeems once. */
export function RedeemPage() {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  const redeem = useRedeemCode()
  const values = { code: code.trim() }
  const marks = useFieldMarks(redeemBody, values, ['code'])
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!marks.check()) return
    redeem.run(values).then(({ msg }) => {
      void showToast(msg || t('redeem.success'), 'success')
      setCode('')
      marks.reset()
    }, toastFailure)
  }
  return (
    <PageFrame title={t('nav.redeem')}>
      <form className="form-card" onSubmit={onSubmit} noValidate>
        <Field
          label={t('redeemPage.code')}
          value={code}
          onChange={setCode}
          autoComplete="off"
          maxLength={32}
          name="code"
          error={marks.errorOf('code')}
        />
        <p className="card-sub">{t('redeemPage.hint')}</p>
        <Button block color="primary" size="large" type="submit" loading={redeem.isPending}>
          {t('redeemPage.submit')}
        </Button>
      </form>
    </PageFrame>
  )
}
