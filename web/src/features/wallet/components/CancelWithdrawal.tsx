import { useState } from 'react'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { showToast } from '../../../lib/toast.ts'
import { toastFailure } from '../../../lib/failure.ts'
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog.tsx'
import { useCancelWithdrawal } from '../api/withdrawals.ts'
import './wallet.css'

interface CancelWithdrawalProps {
  withdrawalId: number
  /** The amount as shown. */
  amount: string
}

/**
 * A pending withdrawal taken back by its user: the dialog says where the money goes, and its
 * buttons say what they do ("Keep it" / "Cancel withdrawal"). Lists and balances refresh after it,
 * as after any money action.
 */
export function CancelWithdrawal({ withdrawalId, amount }: CancelWithdrawalProps) {
  const { t } = useTranslation()
  const cancel = useCancelWithdrawal()
  const [confirming, setConfirming] = useState(false)
  const onConfirm = () =>
    void cancel.run(withdrawalId).then(({ msg }) => {
      void showToast(msg || t('wallet.withdrawalCancelled'), 'success')
    }, toastFailure)
  return (
    <>
      <Button className="card-action" loading={cancel.isPending} onClick={() => setConfirming(true)}>
        {t('walletPage.cancelWithdrawal')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('walletPage.cancelWithdrawalConfirm')}
        confirmText={t('walletPage.cancelWithdrawal')}
        cancelText={t('walletPage.keepWithdrawal')}
        onClose={() => setConfirming(false)}
        onConfirm={onConfirm}
      >
        <p className="dialog-text">{t('walletPage.cancelWithdrawalNote', { amount })}</p>
      </ConfirmDialog>
    </>
  )
}
