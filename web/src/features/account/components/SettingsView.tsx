import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { APP_VERSION, APP_VERSION_CODE } from '@app/contracts/constants'
import { paths } from '../../../lib/routes.ts'
import { LinkList } from '../../../lib/ui/LinkList.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { ThemeSwitch } from './ThemeSwitch.tsx'

/**
 * Settings: app version `1.0.1 (100)`, the light or dark theme, links, and the log-out action
 * handed in by the app.
 */
export function SettingsView({ logout }: { logout: ReactNode }) {
  const { t } = useTranslation()
  const links = [
    { to: paths.changePassword, label: t('nav.changePassword') },
    { to: paths.sessions, label: t('nav.sessions') },
    { to: paths.changeLanguage, label: t('nav.changeLanguage') },
    { to: paths.announcements, label: t('settings.about') },
  ]
  return (
    <PageFrame title={t('nav.settings')}>
      <dl className="info-list">
        <div className="info-row">
          <dt>{t('settings.version')}</dt>
          <dd>{`${APP_VERSION} (${APP_VERSION_CODE})`}</dd>
        </div>
      </dl>
      <ThemeSwitch />
      <LinkList items={links} label={t('nav.settings')} />
      <div className="page-actions">{logout}</div>
    </PageFrame>
  )
}
