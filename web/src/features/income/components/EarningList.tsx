import { useTranslation } from '../../../lib/i18n/translate.ts'
import { PullList } from '../../../lib/list/PullList.tsx'
import { formatDate, useMoney } from '../../../lib/format.ts'
import { earningsSource } from '../api/income.ts'
import '../../../lib/ui/ui.css'

/** Earning records, newest first: product, which earning, amount, when due and when received. */
export function EarningList() {
  const { t } = useTranslation()
  const money = useMoney()
  return (
    <PullList
      source={earningsSource}
      itemKey={(earning) => String(earning.id)}
      emptyTitle={t('empty.earnings')}
      renderItem={(earning) => (
        <article className="card">
          <div className="card-head">
            <span className="card-title">{earning.productName}</span>
            <span className="card-amount amount-in">{`+${money(earning.amount)}`}</span>
          </div>
          <p className="card-sub">{t('holdingPage.earningIndex', { index: earning.index })}</p>
          <p className="card-sub">{t('holdingPage.dueAt', { time: formatDate(earning.dueAt) })}</p>
          <p className="card-sub">
            {t('holdingPage.collectedAt', { time: formatDate(earning.collectedAt) })}
          </p>
        </article>
      )}
    />
  )
}
