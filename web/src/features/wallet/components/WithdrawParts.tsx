import { Link } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { WithdrawOptions } from '@app/contracts/wallet-withdrawals'
import { coolDownNote } from '../../../lib/cool-down.ts'
import { formatDateInText } from '../../../lib/format.ts'
import { paths } from '../../../lib/routes.ts'
import { DetailList } from '../../../lib/ui/DetailList.tsx'

/** Where the money goes, with a link to change it; or the way to add a receipt account first. */
export function ReceiptAccountBlock({ account }: { account: WithdrawOptions['receiptAccount'] }) {
  const { t } = useTranslation()
  if (!account)
    return (
      <p className="note">
        {t('wallet.receiptAccountRequired')}{' '}
        <Link to={paths.receiptAccount}>{t('walletPage.addReceiptAccount')}</Link>
      </p>
    )
  return (
    <>
      <DetailList
        className="detail-inset"
        label={t('walletPage.receiptAccount')}
        items={[
          { label: t('walletPage.cardNumber'), value: account.accountNumber },
          { label: t('receiptPage.receiverName'), value: account.receiverName },
          { label: t('receiptPage.method'), value: account.method },
        ]}
      />
      <Link to={paths.receiptAccount} className="text-link">
        {t('walletPage.changeReceiptAccount')}
      </Link>
    </>
  )
}

/** While the cool-down after a receipt account change or a password reset runs: since when, until when. */
export function CoolDownNotice({ account }: { account: WithdrawOptions['receiptAccount'] }) {
  const { t } = useTranslation()
  const note = coolDownNote(account, formatDateInText)
  if (!note) return null
  return (
    <p className="note" role="status">
      {t(note.key, note.values)}
    </p>
  )
}

/** The confirmation's figures: the amount, then the fee and what arrives. */
export function ConfirmLines({
  amount,
  lines,
}: {
  amount: string
  lines: { label: string; value: string }[]
}) {
  const { t } = useTranslation()
  return (
    <dl className="dialog-lines">
      <div>
        <dt>{t('walletPage.amount')}</dt>
        <dd>{amount}</dd>
      </div>
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  )
}
