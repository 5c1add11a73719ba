import { PageHeading } from '../../../lib/PageHeading.tsx'
import { TotpSetup } from '../components/TotpSetup.tsx'
import { useT } from '../../../lib/i18n.ts'

/** The signed-in operator's own two-factor sign-in. */
export function TwoFactorPage() {
  const t = useT()
  return (
    <>
      <PageHeading title={t('auth.twoFactorTitle')} />
      <TotpSetup />
    </>
  )
}
