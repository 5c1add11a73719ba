import Button from 'antd-mobile/es/components/button'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { TeamSummary } from '@app/contracts/team'
import { copyText } from '../../../lib/clipboard.ts'
import { showToast } from '../../../lib/toast.ts'
import './team.css'

/** My invitation code and the link that opens the sign-up page with it filled in; both copyable. */
export function InviteCard({ team }: { team: TeamSummary }) {
  const { t } = useTranslation()
  // The server sends a relative link; a friend needs this app's own address in front of it.
  const link = `${window.location.origin}${team.shareLink}`
  const copy = async (text: string) => {
    const copied = await copyText(text)
    void showToast(t(copied ? 'teamPage.copied' : 'teamPage.copyFailed'), copied ? 'success' : 'fail')
  }
  return (
    <section className="invite-card" aria-labelledby="invite-title">
      <h2 id="invite-title" className="invite-title">
        {t('teamPage.inviteTitle')}
      </h2>
      <p className="invite-label">{t('teamPage.code')}</p>
      <div className="invite-row">
        <span className="invite-code">{team.invitationCode}</span>
        <Button
          size="small"
          onClick={() => void copy(team.invitationCode)}
          aria-label={t('teamPage.copyCode')}
        >
          {t('teamPage.copy')}
        </Button>
      </div>
      <p className="invite-label">{t('teamPage.link')}</p>
      <div className="invite-row">
        <span className="invite-link">{link}</span>
        <Button size="small" onClick={() => void copy(link)} aria-label={t('teamPage.copyLink')}>
          {t('teamPage.copy')}
        </Button>
      </div>
    </section>
  )
}
