import { useSearchParams } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { RecordAccount } from '@app/contracts/wallet'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { Segments } from '../../../lib/ui/Segments.tsx'
import { WalletRecordList } from '../components/lists.tsx'
import { accountKey } from '../components/status.ts'

const ACCOUNTS = ['balance', 'revenue', 'points', 'withdraw_hold'] as const
type Filter = RecordAccount | 'all'

const asFilter = (value: string | null): Filter => ACCOUNTS.find((account) => account === value) ?? 'all'

/** Wallet records: every movement, optionally one account's (`?account=`), newest first. */
export function WalletRecordsPage() {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const filter = asFilter(search.get('account'))
  const options = [
    { value: 'all' as const, label: t('walletPage.allAccounts') },
    ...ACCOUNTS.map((account) => ({ value: account, label: t(accountKey(account)) })),
  ]
  const choose = (value: Filter) => setSearch(value === 'all' ? {} : { account: value }, { replace: true })
  return (
    <PageFrame title={t('nav.walletRecords')}>
      <Segments label={t('walletPage.accountFilter')} options={options} value={filter} onChange={choose} />
      <WalletRecordList key={filter} account={filter === 'all' ? undefined : filter} />
    </PageFrame>
  )
}
