import { Alert } from 'antd'
import { useT } from '../../../lib/i18n.ts'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { PageSpinner } from '../../../lib/PageSpinner.tsx'
import { useIsAdmin } from '../../../lib/operator.ts'
import { useMoneySettings } from '../api/payment-settings.ts'
import { ChannelsTable } from '../components/ChannelsTable.tsx'
import { MoneySettingsForm } from '../components/MoneySettingsForm.tsx'

export function PaymentSettingsPage() {
  const isAdmin = useIsAdmin()
  const settings = useMoneySettings()
  const t = useT()
  return (
    <>
      <PageHeading title={t('payment.title')} />
      {!isAdmin && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('payment.adminsOnly')} />
      )}
      <ChannelsTable editable={isAdmin} />
      {settings.data ? (
        <MoneySettingsForm settings={settings.data} editable={isAdmin} />
      ) : (
        settings.isPending && <PageSpinner />
      )}
    </>
  )
}
