import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline'
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline'
import FileOutline from 'antd-mobile-icons/es/FileOutline'
import GiftOutline from 'antd-mobile-icons/es/GiftOutline'
import GlobalOutline from 'antd-mobile-icons/es/GlobalOutline'
import LockOutline from 'antd-mobile-icons/es/LockOutline'
import MessageOutline from 'antd-mobile-icons/es/MessageOutline'
import SetOutline from 'antd-mobile-icons/es/SetOutline'
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline'
import SoundOutline from 'antd-mobile-icons/es/SoundOutline'
import TeamOutline from 'antd-mobile-icons/es/TeamOutline'
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { useStoredUserInfo } from '../../../lib/session.ts'
import { paths } from '../../../lib/routes.ts'
import { LinkList } from '../../../lib/ui/LinkList.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { useUserInfo } from '../api/user-info.ts'
import { ProfileCard } from '../components/ProfileCard.tsx'

interface MyViewProps {
  /** Shown on the customer-service entry (the unread count, composed in the app). */
  serviceBadge?: ReactNode
}

/** My tab: who I am (fresh from the server, the stored copy meanwhile) and every entry point. */
export function MyView({ serviceBadge }: MyViewProps = {}) {
  const { t } = useTranslation()
  const stored = useStoredUserInfo()
  const { data } = useUserInfo()
  const account = [
    { to: paths.myProduct, label: t('nav.myProduct'), icon: <UnorderedListOutline /> },
    { to: paths.orders, label: t('nav.orders'), icon: <ShopbagOutline /> },
    { to: paths.myRecords, label: t('nav.myRecords'), icon: <FileOutline /> },
    { to: paths.team, label: t('nav.team'), icon: <TeamOutline /> },
    { to: paths.redeem, label: t('nav.redeem'), icon: <GiftOutline /> },
    { to: paths.receiptAccount, label: t('nav.receiptAccount'), icon: <BankcardOutline /> },
  ]
  const help = [
    { to: paths.announcements, label: t('nav.announcements'), icon: <SoundOutline /> },
    {
      to: paths.customerService,
      label: t('nav.customerService'),
      icon: <MessageOutline />,
      extra: serviceBadge,
    },
  ]
  const preferences = [
    { to: paths.settings, label: t('nav.settings'), icon: <SetOutline /> },
    { to: paths.changeLanguage, label: t('nav.changeLanguage'), icon: <GlobalOutline /> },
    { to: paths.changePassword, label: t('nav.changePassword'), icon: <LockOutline /> },
    { to: paths.sessions, label: t('nav.sessions'), icon: <CheckShieldOutline /> },
  ]
  return (
    <PageFrame title={t('nav.my')} back={false} className="tab-page">
      <ProfileCard user={data ?? stored} />
      <LinkList items={account} label={t('my.accountSection')} />
      <LinkList items={help} label={t('my.helpSection')} />
      <LinkList items={preferences} label={t('my.preferencesSection')} />
    </PageFrame>
  )
}
