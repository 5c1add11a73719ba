import DotLoading from 'antd-mobile/es/components/dot-loading'
import { useTranslation } from '../i18n/translate.ts'
import { useWaitPhase } from './use-elapsed.ts'

/** The loading placeholder, shown only once a load has taken 200 ms. */
export function LoadingPlaceholder() {
  const { t } = useTranslation()
  return (
    <div className="placeholder-loading" role="status">
      <DotLoading color="primary" />
      <span className="placeholder-loading-text">{t('placeholder.loading')}</span>
    </div>
  )
}

/** Shows nothing for 200 ms, then the loading placeholder (a route chunk or page data arriving). */
export function DelayedLoading() {
  const phase = useWaitPhase(true)
  return phase === 'quiet' ? null : <LoadingPlaceholder />
}
