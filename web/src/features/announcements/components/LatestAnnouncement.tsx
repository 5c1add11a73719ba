import SoundOutline from 'antd-mobile-icons/es/SoundOutline'
import { Link } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { paths, withQuery } from '../../../lib/routes.ts'
import { useLatestAnnouncement } from '../api/announcements.ts'
import './announcements.css'

/**
 * The newest announcement as a one-line link on the home tab; nothing when there is none. Its line
 * is kept while it comes, so the shortcuts below do not jump down by its height when it does.
 */
export function LatestAnnouncement() {
  const { t } = useTranslation()
  const { data, isPending } = useLatestAnnouncement()
  if (isPending) return <div className="latest-news latest-news-coming" aria-hidden />
  if (!data) return null
  return (
    <Link to={withQuery(paths.announcementDetail, { id: String(data.id) })} className="latest-news">
      <SoundOutline className="latest-news-icon" aria-hidden />
      <span className="visually-hidden">{`${t('announcementPage.latest')} `}</span>
      <span className="latest-news-title">{data.title}</span>
      {data.unread && <span className="status-tag status-danger">{t('announcementPage.new')}</span>}
    </Link>
  )
}
