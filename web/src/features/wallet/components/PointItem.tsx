import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { PointRecordRow } from '@app/contracts/wallet'
import { formatCount, formatDate } from '../../../lib/format.ts'
import { StatusTag } from '../../../lib/ui/StatusTag.tsx'
import { pointStatus } from './status.ts'
import '../../../lib/ui/ui.css'

/** One point record: where the points came from, how many, Processing or Completed. */
export function PointItem({ record }: { record: PointRecordRow }) {
  const { t } = useTranslation()
  const status = pointStatus[record.status]
  return (
    <article className="card">
      <div className="card-head">
        <span className="card-title">{t(`walletPage.pointSource.${record.source}`)}</span>
        <StatusTag tone={status.tone}>{t(status.key)}</StatusTag>
      </div>
      <div className="card-head card-sub">
        <span className="card-amount amount-in">
          {`+${t('walletPage.pointsAmount', { amount: formatCount(record.points) })}`}
        </span>
        <span>{formatDate(record.completedAt ?? record.createdAt)}</span>
      </div>
    </article>
  )
}
