import { Alert } from 'antd'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { PageSpinner } from '../../../lib/PageSpinner.tsx'
import { useIsAdmin } from '../../../lib/operator.ts'
import { useMoneySettings } from '../api/payment-settings.ts'
import { ChannelsTable } from '../components/ChannelsTable.tsx'
import { MoneySettingsForm } from '../components/MoneySettingsForm.tsx'

export function PaymentSettingsPage() {
  const isAdmin = useIsAdmin()
  const settings = useMoneySettings()
  return (
    <>
      <PageHeading title="Payment settings" />
      {!isAdmin && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Only admins can change payment settings."
        />
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
