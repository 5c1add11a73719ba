import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { WithdrawalRow } from '@app/contracts/wallet-withdrawals'
import { formatBasisPoints, formatDate, maskAccountNumber, useMoney } from '../../../lib/format.ts'
import { StatusTag } from '../../../lib/ui/StatusTag.tsx'
import { CancelWithdrawal } from './CancelWithdrawal.tsx'
import { withdrawalStatus } from './status.ts'
import '../../../lib/ui/ui.css'
import './wallet.css'

/**
 * One withdrawal: amount, fee, actual amount, where it goes, status (and why it was rejected, or
 * the bank's reference of the payment once paid). While pending: until when, what happens if it is
 * not paid by then, and the way to take it back.
 */
export function WithdrawalItem({ withdrawal }: { withdrawal: WithdrawalRow }) {
  const { t } = useTranslation()
  const money = useMoney()
  const status = withdrawalStatus[withdrawal.status]
  return (
    <article className="card" aria-label={t('walletPage.withdrawalOf', { amount: money(withdrawal.amount) })}>
      <div className="card-head">
        <span className="card-amount">{money(withdrawal.amount)}</span>
        <StatusTag tone={status.tone}>{t(status.key)}</StatusTag>
      </div>
      <dl className="card-grid">
        <div>
          <dt>{t('walletPage.actualAmount')}</dt>
          <dd>{money(withdrawal.actual)}</dd>
        </div>
        <div>
          <dt>{t('walletPage.feeWithRate', { rate: formatBasisPoints(withdrawal.feeRateBp) })}</dt>
          <dd>{money(withdrawal.fee)}</dd>
        </div>
        <div>
          <dt>{t('walletPage.walletType')}</dt>
          <dd>{t(`walletPage.accounts.${withdrawal.wallet}`)}</dd>
        </div>
        <div>
          <dt>{t('walletPage.cardNumber')}</dt>
          <dd>{maskAccountNumber(withdrawal.accountNumber)}</dd>
        </div>
        <div>
          <dt>{t('walletPage.createdAt')}</dt>
          <dd>{formatDate(withdrawal.createdAt)}</dd>
        </div>
        <div>
          <dt>{withdrawal.status === 'pending' ? t('walletPage.expiresAt') : t('walletPage.decidedAt')}</dt>
          <dd>{formatDate(withdrawal.status === 'pending' ? withdrawal.expiresAt : withdrawal.decidedAt)}</dd>
        </div>
        {withdrawal.bankReference !== null && (
          <div>
            <dt>{t('walletPage.bankReference')}</dt>
            <dd>{withdrawal.bankReference}</dd>
          </div>
        )}
      </dl>
      {withdrawal.status === 'rejected' && withdrawal.reason && (
        <p className="rejected-reason">{t('walletPage.rejectedReason', { reason: withdrawal.reason })}</p>
      )}
      {withdrawal.status === 'pending' && (
        <>
          <p className="card-note">
            {t('walletPage.expiresNote', {
              time: formatDate(withdrawal.expiresAt),
              wallet: t(`walletPage.accounts.${withdrawal.wallet}`),
            })}
          </p>
          <div className="card-actions">
            <CancelWithdrawal withdrawalId={withdrawal.id} amount={money(withdrawal.amount)} />
          </div>
        </>
      )}
    </article>
  )
}
