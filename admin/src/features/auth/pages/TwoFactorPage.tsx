import { PageHeading } from '../../../lib/PageHeading.tsx'
import { TotpSetup } from '../components/TotpSetup.tsx'

/** The signed-in operator's own two-factor sign-in. */
export function TwoFactorPage() {
  return (
    <>
      <PageHeading title="Two-factor sign-in" />
      <TotpSetup />
    </>
  )
}
