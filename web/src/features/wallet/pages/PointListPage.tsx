import { useTranslation } from '../../../lib/i18n/translate.ts'
import { formatCount } from '../../../lib/format.ts'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { usePoints } from '../api/points.ts'
import { PointRecordList } from '../components/lists.tsx'
import '../components/wallet.css'

/** Points: the balance, how to earn them (the invitation rule), and the records. */
export function PointListPage() {
  const { t } = useTranslation()
  const { data } = usePoints()
  return (
    <PageFrame title={t('nav.pointList')}>
      <section className="points-hero" aria-labelledby="points-title">
        <p id="points-title">{t('walletPage.pointsBalance')}</p>
        <p className="points-value">{data ? formatCount(data.points) : t('wallet.noAmount')}</p>
        {data && <p>{t('walletPage.inviteRule', { points: formatCount(data.inviteRewardPoints) })}</p>}
      </section>
      <h2 className="section-title">{t('walletPage.pointRecords')}</h2>
      <PointRecordList />
    </PageFrame>
  )
}
