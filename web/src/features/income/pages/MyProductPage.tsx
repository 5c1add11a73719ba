import { useSearchParams } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { HOLDING_FILTERS, type HoldingFilter } from '@app/contracts/income'
import { PullList } from '../../../lib/list/PullList.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { Segments } from '../../../lib/ui/Segments.tsx'
import { holdingsSource } from '../api/income.ts'
import { HoldingCard } from '../components/HoldingCard.tsx'
import { ReceiveAllBar } from '../components/ReceiveAllBar.tsx'

const asFilter = (value: string | null): HoldingFilter => HOLDING_FILTERS.find((f) => f === value) ?? 'all'

/**
 * My products: Receive all when income is due; All, Running, Expired, Frozen (`?filter=`); pull to
 * refresh, more near the bottom.
 */
export function MyProductPage() {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const filter = asFilter(search.get('filter'))
  const options = HOLDING_FILTERS.map((value) => ({ value, label: t(`holdingPage.filters.${value}`) }))
  const choose = (value: HoldingFilter) =>
    setSearch(value === 'all' ? {} : { filter: value }, { replace: true })
  return (
    <PageFrame title={t('nav.myProduct')}>
      <ReceiveAllBar />
      <Segments label={t('holdingPage.filterLabel')} options={options} value={filter} onChange={choose} />
      <PullList
        key={filter}
        source={holdingsSource(filter)}
        itemKey={(holding) => String(holding.id)}
        renderItem={(holding) => <HoldingCard holding={holding} />}
        emptyTitle={t('empty.myProducts')}
      />
    </PageFrame>
  )
}
