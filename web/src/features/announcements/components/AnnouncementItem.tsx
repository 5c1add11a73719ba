import { Link } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { AnnouncementSummary } from '@app/contracts/announcements'
import { paths, withQuery } from '../../../lib/routes.ts'
import { formatDate } from '../../../lib/format.ts'
import '../../../lib/ui/ui.css'
import './announcements.css'

/** A row of the list: unread mark, pinned tag, title, excerpt, date; opens the announcement. */
export function AnnouncementItem({ item }: { item: AnnouncementSummary }) {
  const { t } = useTranslation()
  return (
    <Link
      to={withQuery(paths.announcementDetail, { id: String(item.id) })}
      className="card announcement-item"
    >
      <div className="card-head">
        <h2 className="card-title">
          {item.unread && <span className="unread-dot" aria-hidden />}
          {item.unread && <span className="visually-hidden">{`${t('announcementPage.unread')} `}</span>}
          {item.title}
        </h2>
        {item.pinned && <span className="status-tag status-warning">{t('announcementPage.pinned')}</span>}
      </div>
      <p className="card-sub announcement-excerpt">{item.excerpt}</p>
      <p className="card-sub">{formatDate(item.publishedAt)}</p>
    </Link>
  )
}
