import { useState, type FormEvent } from 'react'
import Button from 'antd-mobile/es/components/button'
import { amountExample } from '@app/contracts/money'
import { useNavigate } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import '../../../lib/i18n/form-texts.ts'
import type { PayWallet } from '@app/contracts/products'
import type { WithdrawOptions } from '@app/contracts/wallet-withdrawals'
import type { WalletSummary } from '@app/contracts/wallet'
import { paths } from '../../../lib/routes.ts'
import {
  formatBasisPoints,
  maskAccountNumber,
  useCurrency,
  useLocale,
  useMoney,
} from '../../../lib/format.ts'
import { isHttpError } from '../../../lib/request.ts'
import { showToast } from '../../../lib/toast.ts'
import { toastFailure } from '../../../lib/failure.ts'
import { ChoiceChips } from '../../../lib/ui/ChoiceChips.tsx'
import { DetailList } from '../../../lib/ui/DetailList.tsx'
import { Field } from '../../../lib/ui/Field.tsx'
import { useCreateWithdrawal } from '../api/withdrawals.ts'
import { figuresOf, previewOf, withdrawIssue } from './withdraw-form.ts'
import { WithdrawConfirm, type SendOutcome } from './WithdrawConfirm.tsx'
import { CoolDownNotice, ReceiptAccountBlock } from './WithdrawParts.tsx'
import './wallet.css'

const amountKeys = new Set([
  'validation.withdrawAmountRequired',
  'validation.amountFormat',
  'validation.amountInvalid',
  'wallet.withdrawBelowMin',
  'wallet.withdrawAboveMax',
  'ledger.insufficientFunds',
])

interface WithdrawFormProps {
  options: WithdrawOptions
  wallet: WalletSummary | undefined
}

/** Amount, the card it goes to, which wallet pays; the fee and actual amount shown before sending. */
export function WithdrawForm({ options, wallet }: WithdrawFormProps) {
  const { t } = useTranslation()
  const money = useMoney()
  const currency = useCurrency()
  const navigate = useNavigate()
  const [typed, setTyped] = useState('')
  const [from, setFrom] = useState<PayWallet>('balance')
  const [confirming, setConfirming] = useState(false)
  const [tried, setTried] = useState(false)
  const locale = useLocale()
  const create = useCreateWithdrawal()
  const figures = figuresOf(typed, options.feeRateBp, locale)
  const preview = previewOf(typed, options, wallet?.[from], locale)
  const issue = withdrawIssue({ typed, options, available: wallet?.[from], money, locale })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (issue) return void showToast(t(issue.key, issue.values))
    setConfirming(true)
  }
  const account = options.receiptAccount
  // Where the money goes, as the confirmation reads it back: "Bank transfer ••••3344".
  const destination = account ? `${account.method} ${maskAccountNumber(account.accountNumber)}` : '--'
  const onSend = async (password: string): Promise<SendOutcome> => {
    if (!figures) return { sent: true }
    // The fee and amount received the user confirmed: the server refuses them if the rate changed.
    const body = {
      amount: String(figures.amount),
      wallet: from,
      expectedFee: String(figures.fee),
      expectedActual: String(figures.actual),
      password,
    }
    try {
      const { msg } = await create.run(body)
      void showToast(msg || t('wallet.withdrawSubmitted'), 'success')
      void navigate(paths.withdrawList, { replace: true })
    } catch (error) {
      // A wrong password is said under its field, the dialog open; anything else closes it.
      const field = isHttpError(error) ? (error.body as { data?: { field?: string } }).data?.field : null
      if (isHttpError(error) && field === 'password' && error.msg)
        return { sent: false, passwordError: error.msg }
      if (isHttpError(error)) void showToast(error.msg ?? t('error.unavailable'))
      else toastFailure(error)
    }
    return { sent: true }
  }
  const lines = [
    {
      label: t('walletPage.feeWithRate', { rate: formatBasisPoints(options.feeRateBp) }),
      value: preview ? money(preview.fee) : '--',
    },
    { label: t('walletPage.actualAmount'), value: preview ? money(preview.actual) : '--' },
  ]
  return (
    <form className="form-card" onSubmit={onSubmit} noValidate>
      <CoolDownNotice account={options.receiptAccount} />
      <Field
        label={t('walletPage.withdrawAmount', { currency })}
        value={typed}
        onChange={setTyped}
        inputMode="decimal"
        name="amount"
        placeholder={amountExample(locale)}
        // Only the amount's own messages sit by the field; the others name the rest of the form.
        error={tried && issue && amountKeys.has(issue.key) ? t(issue.key, issue.values) : null}
      />
      <p className="card-sub">
        {t('walletPage.withdrawLimits', {
          min: money(options.min),
          max: money(options.max),
          used: options.usedToday,
          count: options.dailyCount,
        })}
      </p>
      <DetailList items={lines} label={t('walletPage.figures')} className="detail-inset" />
      <ChoiceChips
        legend={t('walletPage.walletType')}
        name="from-wallet"
        value={from}
        onChange={setFrom}
        choices={(['balance', 'revenue'] as const).map((value) => ({
          value,
          label: t(`walletPage.accounts.${value}`),
          hint: t('productPage.available', { amount: wallet ? money(wallet[value]) : t('wallet.noAmount') }),
        }))}
      />
      <ReceiptAccountBlock account={options.receiptAccount} />
      <Button
        block
        color="primary"
        size="large"
        type="submit"
        loading={create.isPending}
        // During the cool-down the notice above says until when; the server refuses it too.
        disabled={options.receiptAccount?.withdrawableFrom != null}
      >
        {t('walletPage.submitWithdraw')}
      </Button>
      <WithdrawConfirm
        open={confirming}
        amount={figures ? money(figures.amount) : '--'}
        destination={destination}
        lines={lines}
        onClose={() => setConfirming(false)}
        onSend={onSend}
      />
    </form>
  )
}
