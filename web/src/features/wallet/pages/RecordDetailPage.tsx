import { useSearchParams } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { WalletRecordDetail } from '@app/contracts/wallet'
import { formatBasisPoints, formatDate } from '../../../lib/format.ts'
import { PageLoad } from '../../../lib/placeholders/PageLoad.tsx'
import { EmptyState } from '../../../lib/placeholders/Placeholders.tsx'
import { DetailList } from '../../../lib/ui/DetailList.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { StatusTag } from '../../../lib/ui/StatusTag.tsx'
import { activityDetailQueryKey, useActivityDetail } from '../api/activity.ts'
import { useWalletRecord, walletRecordQueryKey } from '../api/wallet.ts'
import { ActivityDetailView } from '../components/ActivityDetailView.tsx'
import { useAccountAmount } from '../components/amount.ts'
import { accountKey, kindKey, recordStatus } from '../components/status.ts'

/**
 * Transaction detail: a money event of the activity feed (`?entry=`), or one account's movement
 * (`?id=`) with every field of spec §3; a field that does not apply shows a dash.
 * A confirmed recharge or a paid withdrawal also shows the bank's reference the operator entered.
 */
export function RecordDetailPage() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const id = search.get('id') ?? ''
  const entry = search.get('entry') ?? ''
  const query = useWalletRecord(entry === '' ? id : '')
  if (entry !== '') return <ActivityDetailPage entry={entry} />
  return (
    <PageFrame title={t('nav.walletRecordDetail')}>
      {id === '' ? (
        <EmptyState title={t('empty.detail')} />
      ) : (
        <PageLoad query={query} queryKey={walletRecordQueryKey(id)}>
          {(record) => <RecordFields record={record} />}
        </PageLoad>
      )}
    </PageFrame>
  )
}

/** A money event of the activity feed (`?entry=`). */
function ActivityDetailPage({ entry }: { entry: string }) {
  const { t } = useTranslation()
  const query = useActivityDetail(entry)
  return (
    <PageFrame title={t('nav.walletRecordDetail')}>
      <PageLoad query={query} queryKey={activityDetailQueryKey(entry)}>
        {(event) => <ActivityDetailView event={event} />}
      </PageLoad>
    </PageFrame>
  )
}

function RecordFields({ record }: { record: WalletRecordDetail }) {
  const { t } = useTranslation()
  const amountText = useAccountAmount()
  const status = recordStatus[record.status]
  const orDash = (value: string) => value || '--'
  const items = [
    { label: t('recordPage.amount'), value: amountText(record.account, record.amount, true) },
    { label: t('recordPage.realAmount'), value: amountText(record.account, record.realAmount, true) },
    { label: t('recordPage.feeRate'), value: formatBasisPoints(record.feeRateBp) },
    { label: t('recordPage.account'), value: t(accountKey(record.account)) },
    { label: t('recordPage.receiverName'), value: orDash(record.receiverName) },
    { label: t('recordPage.receiverAccount'), value: orDash(record.receiverAccount) },
    { label: t('recordPage.currency'), value: orDash(record.currency) },
    { label: t('recordPage.paymentMethod'), value: orDash(record.paymentMethod) },
    // The server names the method by the movement's kind; anything else is shown as sent.
    {
      label: t('recordPage.method'),
      value: t(kindKey(record.method), { defaultValue: orDash(record.method) }),
    },
    { label: t('recordPage.kind'), value: t(kindKey(record.kind)) },
    { label: t('recordPage.status'), value: <StatusTag tone={status.tone}>{t(status.key)}</StatusTag> },
    { label: t('recordPage.createTime'), value: formatDate(record.createTime) },
    // The bank's transaction id, once an operator confirmed or paid the money; the ledger's own
    // references are not the user's concern.
    ...(record.bankReference === null
      ? []
      : [{ label: t('recordPage.bankReference'), value: record.bankReference }]),
  ]
  return <DetailList items={items} label={t('nav.walletRecordDetail')} />
}
