import { Link } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { WalletRecordRow } from '@app/contracts/wallet'
import { paths, withQuery } from '../../../lib/routes.ts'
import { formatDate } from '../../../lib/format.ts'
import { useAccountAmount } from './amount.ts'
import { accountKey, kindKey } from './status.ts'
import '../../../lib/ui/ui.css'

/** One movement of one account; opens the transaction detail. */
export function RecordItem({ record }: { record: WalletRecordRow }) {
  const { t } = useTranslation()
  const amountText = useAccountAmount()
  const credit = !record.amount.startsWith('-')
  return (
    <Link to={withQuery(paths.walletRecordDetail, { id: String(record.id) })} className="card">
      <div className="card-head">
        <span className="card-title">{t(kindKey(record.kind))}</span>
        <span className={`card-amount ${credit ? 'amount-in' : 'amount-out'}`}>
          {amountText(record.account, record.amount, true)}
        </span>
      </div>
      <div className="card-head card-sub">
        <span>{t(accountKey(record.account))}</span>
        <span>
          {t('walletPage.balanceAfter', { amount: amountText(record.account, record.balanceAfter) })}
        </span>
      </div>
      <p className="card-sub">{formatDate(record.createdAt)}</p>
    </Link>
  )
}
