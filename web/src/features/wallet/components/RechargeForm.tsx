import { useState, type FormEvent } from 'react'
import Button from 'antd-mobile/es/components/button'
import { amountExample } from '@app/contracts/money'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { RechargeOptions, RechargeRow } from '@app/contracts/wallet-recharges'
import { useCurrency, useLocale, useMoney } from '../../../lib/format.ts'
import { showToast } from '../../../lib/toast.ts'
import { toastFailure } from '../../../lib/failure.ts'
import { ChoiceChips } from '../../../lib/ui/ChoiceChips.tsx'
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog.tsx'
import { DetailList } from '../../../lib/ui/DetailList.tsx'
import { Field } from '../../../lib/ui/Field.tsx'
import { useCreateRecharge } from '../api/recharges.ts'
import {
  draftAmount,
  emptyRechargeDraft,
  rechargeIssues,
  toRechargeBody,
  type RechargeDraft,
} from './recharge-form.ts'
import './wallet.css'

/**
 * Amount (preset or typed), membership number (the user's own, filled in), wallet type (whom to
 * pay), recharge account. Once the request is recorded, `onRecorded` gets it.
 */
export function RechargeForm({
  options,
  initial = emptyRechargeDraft,
  onRecorded,
}: {
  options: RechargeOptions
  /** What the form starts with (an amount the address asked for, the user's member number). */
  initial?: RechargeDraft
  onRecorded: (recharge: RechargeRow) => void
}) {
  const { t } = useTranslation()
  const money = useMoney()
  const currency = useCurrency()
  const [draft, setDraft] = useState<RechargeDraft>(initial)
  const [confirming, setConfirming] = useState(false)
  // Messages show next to their fields once the user has tried to send, and follow the edits.
  const [tried, setTried] = useState(false)
  const locale = useLocale()
  const create = useCreateRecharge()
  const edit = (change: Partial<RechargeDraft>) => setDraft((current) => ({ ...current, ...change }))
  const channel = options.channels.find((c) => c.id === draft.channelId)
  const issues = rechargeIssues(draft, locale)
  const errorOf = (field: string) => {
    const issue = tried ? issues.find((i) => i.field === field) : undefined
    return issue ? t(issue.key, issue.values) : null
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    const issue = issues[0]
    if (issue) return void showToast(t(issue.key, issue.values))
    setConfirming(true)
  }
  const onConfirm = () => {
    void showToast(t('walletPage.recharging'), 'loading', 0)
    create.run(toRechargeBody(draft, locale)).then(({ data, msg }) => {
      void showToast(msg || t('wallet.rechargeSubmitted'), 'success')
      onRecorded(data)
    }, toastFailure)
  }
  const amount = draftAmount(draft, locale)
  return (
    <form className="form-card" onSubmit={onSubmit} noValidate>
      <ChoiceChips
        legend={t('walletPage.amount')}
        name="preset"
        columns={3}
        choices={options.presets.map((preset) => ({ value: preset, label: money(preset) }))}
        value={draft.typedAmount.trim() === '' ? draft.preset : null}
        onChange={(preset) => edit({ preset, typedAmount: '' })}
      />
      <Field
        label={t('walletPage.otherAmount', { currency })}
        value={draft.typedAmount}
        onChange={(typedAmount) => edit({ typedAmount })}
        inputMode="decimal"
        name="amount"
        placeholder={amountExample(locale)}
        error={errorOf('amount')}
      />
      <Field
        label={t('walletPage.membershipNumber')}
        value={draft.membershipNumber}
        onChange={(membershipNumber) => edit({ membershipNumber })}
        name="membershipNumber"
        maxLength={32}
        error={errorOf('membershipNumber')}
        hint={t('walletPage.membershipHint')}
      />
      <ChoiceChips
        legend={t('walletPage.walletType')}
        name="channel"
        choices={options.channels.map((c) => ({ value: String(c.id), label: c.name }))}
        value={draft.channelId === null ? null : String(draft.channelId)}
        onChange={(id) => edit({ channelId: Number(id) })}
        error={errorOf('channelId')}
      />
      {channel && (
        <DetailList
          className="detail-inset"
          label={t('walletPage.payTo')}
          items={[
            { label: t('walletPage.companyName'), value: channel.companyName },
            { label: t('walletPage.companyNumber'), value: channel.companyNumber },
          ]}
        />
      )}
      <Field
        label={t('walletPage.rechargeAccount')}
        value={draft.payerAccount}
        onChange={(payerAccount) => edit({ payerAccount })}
        name="payerAccount"
        maxLength={64}
        error={errorOf('payerAccount')}
      />
      <p className="card-sub">{t('walletPage.rechargeHint', { minutes: options.expiryMinutes })}</p>
      <Button block color="primary" size="large" type="submit" loading={create.isPending}>
        {t('walletPage.submitRecharge')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('walletPage.rechargeConfirm')}
        onClose={() => setConfirming(false)}
        onConfirm={onConfirm}
      >
        <dl className="dialog-lines">
          <div>
            <dt>{t('walletPage.amount')}</dt>
            <dd>{amount === null ? '--' : money(amount)}</dd>
          </div>
          <div>
            <dt>{t('walletPage.walletType')}</dt>
            <dd>{channel?.name ?? '--'}</dd>
          </div>
        </dl>
      </ConfirmDialog>
    </form>
  )
}
