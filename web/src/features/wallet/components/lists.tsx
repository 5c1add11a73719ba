import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { RecordAccount } from '@app/contracts/wallet'
import { PullList } from '../../../lib/list/PullList.tsx'
import { activitySource } from '../api/activity.ts'
import { walletRecordsSource } from '../api/wallet.ts'
import { rechargesSource } from '../api/recharges.ts'
import { withdrawalsSource } from '../api/withdrawals.ts'
import { pointRecordsSource } from '../api/points.ts'
import { ActivityItem } from './ActivityItem.tsx'
import { RecordItem } from './RecordItem.tsx'
import { RechargeItem } from './RechargeItem.tsx'
import { WithdrawalItem } from './WithdrawalItem.tsx'
import { PointItem } from './PointItem.tsx'

/** The wallet's pull-to-refresh lists, each the one list primitive over its keyset source. */
export function WalletRecordList({ account }: { account?: RecordAccount }) {
  const { t } = useTranslation()
  return (
    <PullList
      source={walletRecordsSource(account)}
      itemKey={(record) => String(record.id)}
      renderItem={(record) => <RecordItem record={record} />}
      emptyTitle={t('empty.records')}
    />
  )
}

/** The activity feed: one line per money event. */
export function ActivityList() {
  const { t } = useTranslation()
  return (
    <PullList
      source={activitySource}
      itemKey={(row) => String(row.id)}
      renderItem={(row) => <ActivityItem row={row} />}
      dayOf={(row) => row.createdAt}
      emptyTitle={t('empty.records')}
    />
  )
}

export function RechargeList() {
  const { t } = useTranslation()
  return (
    <PullList
      source={rechargesSource}
      itemKey={(recharge) => String(recharge.id)}
      renderItem={(recharge) => <RechargeItem recharge={recharge} />}
      emptyTitle={t('empty.recharges')}
    />
  )
}

export function WithdrawalList() {
  const { t } = useTranslation()
  return (
    <PullList
      source={withdrawalsSource}
      itemKey={(withdrawal) => String(withdrawal.id)}
      renderItem={(withdrawal) => <WithdrawalItem withdrawal={withdrawal} />}
      emptyTitle={t('empty.withdrawals')}
    />
  )
}

export function PointRecordList() {
  const { t } = useTranslation()
  return (
    <PullList
      source={pointRecordsSource}
      itemKey={(record) => String(record.id)}
      renderItem={(record) => <PointItem record={record} />}
      emptyTitle={t('empty.points')}
    />
  )
}
