import { useEffect, useState } from 'react'
import Button from 'antd-mobile/es/components/button'
import type { RechargeRow } from '@app/contracts/wallet-recharges'
import { copyText } from '../../../lib/clipboard.ts'
import { formatDate, useMoney } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { Link } from '../../../lib/router.ts'
import { paths } from '../../../lib/routes.ts'
import { showToast } from '../../../lib/toast.ts'
import { minutesLeft } from './recharge-recorded.ts'
import './recharge-recorded.css'

/** Seconds since the epoch, refreshed every 15 s: enough for a count of minutes. */
function useNow(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000))
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 15_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/**
 * What a confirmed recharge form leaves: the request is recorded, not paid. The user pays the
 * company named here with the payment reference in the transfer's note; an operator confirms the
 * payment before the time runs out, and only then does the balance change.
 */
export function RechargeRecorded({ recharge }: { recharge: RechargeRow }) {
  const { t } = useTranslation()
  const money = useMoney()
  const now = useNow()
  const left = minutesLeft(recharge.expiresAt, now)
  const copy = async (text: string) => {
    const copied = await copyText(text)
    void showToast(t(copied ? 'walletPage.copied' : 'teamPage.copyFailed'), copied ? 'success' : 'fail')
  }
  const lines = [
    { label: t('walletPage.paymentReference'), value: recharge.paymentReference },
    { label: t('walletPage.companyName'), value: recharge.channel?.companyName ?? '' },
    { label: t('walletPage.companyNumber'), value: recharge.channel?.companyNumber ?? '' },
  ].filter((line) => line.value !== '')
  return (
    <section className="form-card recorded" aria-labelledby="recorded-title">
      <h2 id="recorded-title" className="recorded-title">
        {t('walletPage.recordedTitle')}
      </h2>
      <p className="recorded-text">{t('walletPage.recordedText', { amount: money(recharge.amount) })}</p>
      <dl className="recorded-lines">
        {lines.map((line) => (
          <div key={line.label} className="recorded-line">
            <dt>{line.label}</dt>
            <dd>
              <span>{line.value}</span>
              <Button
                className="recorded-copy"
                onClick={() => void copy(line.value)}
                aria-label={t('walletPage.copyThis', { label: line.label })}
              >
                {t('teamPage.copy')}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      <p className="recorded-left" role="status">
        {left > 0 ? t('walletPage.timeLeft', { minutes: left }) : t('walletPage.timeUp')}
      </p>
      <ol className="recorded-steps" aria-label={t('walletPage.stepsLabel')}>
        <li data-done>
          <span>{t('walletPage.stepRequested')}</span>
          <span className="recorded-when">{formatDate(recharge.createdAt)}</span>
        </li>
        <li>
          <span>{t('walletPage.stepConfirmed')}</span>
          <span className="recorded-when">
            {t('walletPage.stepExpires', { time: formatDate(recharge.expiresAt) })}
          </span>
        </li>
      </ol>
      <p className="card-sub">{t('walletPage.balanceWhenCredited')}</p>
      <Link className="recorded-link" to={paths.rechargeList} replace>
        {t('nav.rechargeList')}
      </Link>
    </section>
  )
}
