import { useSearchParams } from '../../lib/router.ts'
import { useTranslation } from '../../lib/i18n/translate.ts'
import { PageFrame } from '../../lib/ui/PageFrame.tsx'
import { Segments } from '../../lib/ui/Segments.tsx'
import { OrderList } from '../../features/orders/components/OrderList.tsx'
import { EarningList } from '../../features/income/components/EarningList.tsx'

const KINDS = ['orders', 'earnings'] as const
type Kind = (typeof KINDS)[number]

/** My records: my investment history, orders (from `orders`) and earnings (from `income`), by `?kind=`. */
export function MyRecordsPage() {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const kind: Kind = KINDS.find((k) => k === search.get('kind')) ?? 'orders'
  const options = KINDS.map((value) => ({ value, label: t(`recordsHub.${value}`) }))
  const choose = (value: Kind) => setSearch(value === 'orders' ? {} : { kind: value }, { replace: true })
  return (
    <PageFrame title={t('nav.myRecords')}>
      <Segments label={t('recordsHub.kindLabel')} options={options} value={kind} onChange={choose} />
      {kind === 'orders' ? <OrderList /> : <EarningList />}
    </PageFrame>
  )
}
