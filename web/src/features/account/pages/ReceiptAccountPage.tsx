import { useTranslation } from '../../../lib/i18n/translate.ts'
import { PageLoad } from '../../../lib/placeholders/PageLoad.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { receiptQueryKey, useReceiptAccount } from '../api/receipt.ts'
import { ReceiptAccountForm } from '../components/ReceiptAccountForm.tsx'
import '../../../lib/ui/ui.css'

/** The receipt account withdrawals are paid to (the personal card number on the withdrawal form). */
export function ReceiptAccountPage() {
  const { t } = useTranslation()
  const query = useReceiptAccount()
  return (
    <PageFrame title={t('nav.receiptAccount')}>
      <PageLoad query={query} queryKey={receiptQueryKey}>
        {(account) => <ReceiptAccountForm account={account} />}
      </PageLoad>
    </PageFrame>
  )
}
