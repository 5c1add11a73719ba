import UserOutline from 'antd-mobile-icons/es/UserOutline'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { UserInfo } from '@app/contracts/auth'
import { maskPhone } from './mask-phone.ts'

/** Who I am: nickname, masked phone, VIP level, membership number (my id) and invitation code. */
export function ProfileCard({ user }: { user: UserInfo | undefined }) {
  const { t } = useTranslation()
  return (
    <section className="profile-card" aria-label={t('my.profile')}>
      <div className="profile-avatar" aria-hidden>
        <UserOutline />
      </div>
      <div className="profile-text">
        <p className="profile-name">{user?.nickname || t('my.noNickname')}</p>
        <p className="profile-phone">{user ? maskPhone(user.phone) : '\u00a0'}</p>
        {user && <p className="profile-code">{t('my.memberNumber', { id: user.id })}</p>}
        {user?.invitationCode && (
          <p className="profile-code">{t('my.invitationCode', { code: user.invitationCode })}</p>
        )}
      </div>
      <span className="profile-vip">{t('my.vip', { level: user?.vipLevel ?? 0 })}</span>
    </section>
  )
}
