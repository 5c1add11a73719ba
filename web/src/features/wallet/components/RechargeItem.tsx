import { useState } from 'react'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { RechargeRow } from '@app/contracts/wallet-recharges'
import { formatDate, useMoney } from '../../../lib/format.ts'
import { showToast } from '../../../lib/toast.ts'
import { toastFailure } from '../../../lib/failure.ts'
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog.tsx'
import { StatusTag } from '../../../lib/ui/StatusTag.tsx'
import { useCancelRecharge } from '../api/recharges.ts'
import { rechargeStatus } from './status.ts'
import '../../../lib/ui/ui.css'
import './wallet.css'

/**
 * One recharge: amount, status, where to pay and the payment reference to write in the transfer,
 * times, and the bank's reference once confirmed; a pending one can be cancelled.
 */
export function RechargeItem({ recharge }: { recharge: RechargeRow }) {
  const { t } = useTranslation()
  const money = useMoney()
  const cancel = useCancelRecharge()
  const [confirming, setConfirming] = useState(false)
  const status = rechargeStatus[recharge.status]
  const onCancel = () =>
    cancel.mutate(recharge.id, {
      onSuccess: () => void showToast(t('walletPage.rechargeCancelled'), 'success'),
      onError: toastFailure,
    })
  return (
    <article className="card" aria-label={t('walletPage.rechargeOf', { amount: money(recharge.amount) })}>
      <div className="card-head">
        <span className="card-amount">{money(recharge.amount)}</span>
        <StatusTag tone={status.tone}>{t(status.key)}</StatusTag>
      </div>
      <dl className="card-grid">
        <div>
          <dt>{t('walletPage.walletType')}</dt>
          <dd>{recharge.channel?.name ?? '--'}</dd>
        </div>
        <div>
          <dt>{t('walletPage.paymentReference')}</dt>
          <dd>{recharge.paymentReference}</dd>
        </div>
        <div>
          <dt>{t('walletPage.membershipNumber')}</dt>
          <dd>{recharge.membershipNumber}</dd>
        </div>
        <div>
          <dt>{t('walletPage.companyName')}</dt>
          <dd>{recharge.channel?.companyName ?? '--'}</dd>
        </div>
        <div>
          <dt>{t('walletPage.companyNumber')}</dt>
          <dd>{recharge.channel?.companyNumber ?? '--'}</dd>
        </div>
        <div>
          <dt>{t('walletPage.createdAt')}</dt>
          <dd>{formatDate(recharge.createdAt)}</dd>
        </div>
        <div>
          <dt>{recharge.status === 'pending' ? t('walletPage.expiresAt') : t('walletPage.decidedAt')}</dt>
          <dd>{formatDate(recharge.status === 'pending' ? recharge.expiresAt : recharge.decidedAt)}</dd>
        </div>
        {recharge.bankReference !== null && (
          <div>
            <dt>{t('walletPage.bankReference')}</dt>
            <dd>{recharge.bankReference}</dd>
          </div>
        )}
      </dl>
      {recharge.status === 'pending' && (
        <div className="card-actions">
          <Button className="card-action" loading={cancel.isPending} onClick={() => setConfirming(true)}>
            {t('walletPage.cancelRecharge')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('walletPage.cancelConfirm')}
        confirmText={t('walletPage.cancelRecharge')}
        cancelText={t('walletPage.keepRecharge')}
        onClose={() => setConfirming(false)}
        onConfirm={onCancel}
      />
    </article>
  )
}
