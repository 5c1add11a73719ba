import { useSearchParams } from '../../lib/router.ts'
import { useTranslation } from '../../lib/i18n/translate.ts'
import { PageFrame } from '../../lib/ui/PageFrame.tsx'
import { Segments } from '../../lib/ui/Segments.tsx'
import { RechargeList, WalletRecordList, WithdrawalList } from '../../features/wallet/components/lists.tsx'

const KINDS = ['movements', 'recharges', 'withdrawals'] as const
type Kind = (typeof KINDS)[number]

/**
 * Records: every transaction of the user by kind (`?kind=`): all account movements, recharges,
 * withdrawals. Investment records (orders, earnings) are on My records.
 */
export function RecordsPage() {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const kind: Kind = KINDS.find((k) => k === search.get('kind')) ?? 'movements'
  const options = KINDS.map((value) => ({ value, label: t(`recordsHub.${value}`) }))
  const choose = (value: Kind) => setSearch(value === 'movements' ? {} : { kind: value }, { replace: true })
  return (
    <PageFrame title={t('nav.records')}>
      <Segments label={t('recordsHub.kindLabel')} options={options} value={kind} onChange={choose} />
      {kind === 'movements' && <WalletRecordList />}
      {kind === 'recharges' && <RechargeList />}
      {kind === 'withdrawals' && <WithdrawalList />}
    </PageFrame>
  )
}
