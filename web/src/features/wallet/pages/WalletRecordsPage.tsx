import { useSearchParams } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { RecordAccount } from '@app/contracts/wallet'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { Segments } from '../../../lib/ui/Segments.tsx'
import { ActivityList, WalletRecordList } from '../components/lists.tsx'
import { accountKey } from '../components/status.ts'

// Money waiting in a withdrawal's hold is shown as the withdrawal's state, not as an account.
const ACCOUNTS = ['balance', 'revenue', 'points'] as const
type Filter = RecordAccount | 'all'

const asFilter = (value: string | null): Filter => ACCOUNTS.find((account) => account === value) ?? 'all'

/**
 * Wallet records: the activity feed (one line per money event), or one account's statement
 * (`?account=`, every movement with the balance after it), newest first.
 */
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
      {filter === 'all' ? <ActivityList /> : <WalletRecordList key={filter} account={filter} />}
    </PageFrame>
  )
}
