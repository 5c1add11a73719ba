import { useState, type FormEvent } from 'react'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { redeemBody } from '@app/contracts/redeem'
import { checkOrToast } from '../../../lib/validation.ts'
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
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const values = { code: code.trim() }
    if (!checkOrToast(redeemBody, values, ['code'], t)) return
    redeem.run(values).then(({ msg }) => {
      void showToast(msg || t('redeem.success'), 'success')
      setCode('')
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
        />
        <p className="card-sub">{t('redeemPage.hint')}</p>
        <Button block color="primary" size="large" type="submit" loading={redeem.isPending}>
          {t('redeemPage.submit')}
        </Button>
      </form>
    </PageFrame>
  )
}
