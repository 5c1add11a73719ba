import { useState } from 'react'
import GlobalOutline from 'antd-mobile-icons/es/GlobalOutline'
import { Link, useSearchParams } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { paths } from '../../../lib/routes.ts'
import { ForgotPasswordForm } from '../components/ForgotPasswordForm.tsx'
import { LoginForm } from '../components/LoginForm.tsx'
import { RegisterForm } from '../components/RegisterForm.tsx'

type SignMode = 'login' | 'register' | 'forgot'

const titles: Record<SignMode, string> = {
  login: 'sign.welcome',
  register: 'sign.createAccount',
  forgot: 'sign.forgotTitle',
}

/** Log in, sign up (opened directly by an invitation link `?code=`), or reset a forgotten password. */
export function SignPage() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const invitation = search.get('code') ?? search.get('invite') ?? ''
  const [mode, setMode] = useState<SignMode>(() => {
    const asked = search.get('mode')
    if (asked === 'register' || asked === 'forgot') return asked
    return invitation ? 'register' : 'login'
  })
  return (
    <div className="sign-page">
      <header className="sign-hero">
        <Link to={paths.changeLanguage} className="sign-language" aria-label={t('nav.changeLanguage')}>
          <GlobalOutline aria-hidden />
        </Link>
        <h1 className="sign-title">{t(titles[mode])}</h1>
        <p className="sign-subtitle">{t(`sign.${mode}Subtitle`)}</p>
      </header>
      <main className="sign-card">
        {mode !== 'forgot' && (
          <div className="sign-switch" role="group" aria-label={t('sign.modeLabel')}>
            {(['login', 'register'] as const).map((m) => (
              <button
                key={m}
                type="button"
                className="sign-switch-item"
                aria-pressed={mode === m}
                onClick={() => setMode(m)}
              >
                {t(`sign.${m}`)}
              </button>
            ))}
          </div>
        )}
        {mode === 'login' && <LoginForm />}
        {mode === 'register' && <RegisterForm initialCode={invitation} />}
        {mode === 'forgot' && <ForgotPasswordForm onDone={() => setMode('login')} />}
        <div className="sign-links">
          {mode === 'login' && (
            <button type="button" className="text-link" onClick={() => setMode('forgot')}>
              {t('sign.forgotLink')}
            </button>
          )}
          {mode === 'forgot' && (
            <button type="button" className="text-link" onClick={() => setMode('login')}>
              {t('sign.backToLogin')}
            </button>
          )}
        </div>
      </main>
    </div>
  )
}
