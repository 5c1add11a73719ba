import type { ReactNode } from 'react'
import LeftOutline from 'antd-mobile-icons/es/LeftOutline'
import { useNavigate } from '../router.ts'
import { useTranslation } from '../i18n/translate.ts'
import { paths } from '../routes.ts'

interface PageHeaderProps {
  title: string
  /** Pages reached from the tab bar have no back arrow. */
  back?: boolean
  right?: ReactNode
}

/** True when the router has somewhere to go back to inside the app (the router keeps an index). */
function canGoBack(): boolean {
  const state: unknown = window.history.state
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0
}

/**
 * The navigation bar: antd-mobile's NavBar puts `role="button"` on a nameless wrapper, so the app
 * draws its own with a real, labelled back button.
 */
export function PageHeader({ title, back = true, right }: PageHeaderProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const onBack = () => (canGoBack() ? navigate(-1) : navigate(paths.home, { replace: true }))
  return (
    <header className="page-header">
      <div className="page-header-side">
        {back && (
          <button type="button" className="page-header-back" aria-label={t('common.back')} onClick={onBack}>
            <LeftOutline aria-hidden />
          </button>
        )}
      </div>
      <h1 className="page-header-title">{title}</h1>
      <div className="page-header-side page-header-right">{right}</div>
    </header>
  )
}
