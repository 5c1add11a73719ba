import { Link } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { ActivityRow } from '@app/contracts/wallet-activity'
import { paths, withQuery } from '../../../lib/routes.ts'
import { formatDate, useMoney } from '../../../lib/format.ts'
import { StatusTag } from '../../../lib/ui/StatusTag.tsx'
import { useAccountAmount } from './amount.ts'
import { accountKey, kindKey, recordStatus } from './status.ts'
import '../../../lib/ui/ui.css'
import './activity.css'

/** A withdrawal turned down, expired or cancelled gave its money back: its amount is shown struck through. */
export const gaveBack = (row: ActivityRow) =>
  row.status === 'rejected' || row.status === 'expired' || row.status === 'cancelled'

/** What an event moved: money, or points when it moved only points. */
export function useEventAmount(): (row: ActivityRow) => string {
  const amountText = useAccountAmount()
  return (row) =>
    row.amount === '0' && row.points !== '0'
      ? amountText('points', row.points, true)
      : amountText('balance', row.amount, true)
}

/**
 * What an event was about, under its kind: earnings received name their product and what of them
 * was profit and what the user's own money back (0053); a purchase names its product and the wallet
 * that paid.
 */
function EventLine({ row }: { row: ActivityRow }) {
  const { t } = useTranslation()
  const money = useMoney()
  if (row.earnings !== null && row.productName !== null)
    return (
      <p className="card-sub">
        {t('activity.incomeLine', {
          product: row.productName,
          profit: money(row.earnings.parts.profit),
          principal: money(row.earnings.parts.principal),
        })}
      </p>
    )
  if (row.kind === 'purchase' && row.productName !== null)
    return (
      <p className="card-sub">
        {row.wallet === null
          ? row.productName
          : t('activity.purchaseLine', { product: row.productName, wallet: t(accountKey(row.wallet)) })}
      </p>
    )
  return null
}

/** One money event: what, how much, its state, and for a withdrawal its fee and destination. */
export function ActivityItem({ row }: { row: ActivityRow }) {
  const { t } = useTranslation()
  const amount = useEventAmount()
  const status = recordStatus[row.status]
  const tone = gaveBack(row) ? 'amount-void' : row.amount.startsWith('-') ? 'amount-out' : 'amount-in'
  return (
    <Link to={withQuery(paths.walletRecordDetail, { entry: String(row.id) })} className="card">
      <div className="card-head">
        <span className="card-title">{t(kindKey(row.kind))}</span>
        <span className={`card-amount ${tone}`}>{amount(row)}</span>
      </div>
      {row.destination !== null && row.fee !== null && (
        <p className="card-sub">
          {t('activity.toWithFee', {
            destination: row.destination,
            fee: amount({ ...row, amount: row.fee, points: '0' }).replace(/^\+/, ''),
          })}
        </p>
      )}
      <EventLine row={row} />
      <div className="card-head card-sub">
        <span>{formatDate(row.createdAt)}</span>
        <StatusTag tone={status.tone}>{t(status.key)}</StatusTag>
      </div>
    </Link>
  )
}
