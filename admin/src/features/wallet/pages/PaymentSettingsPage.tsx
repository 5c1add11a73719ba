import { Alert } from 'antd'
import {
  opsCreatePaymentChannel,
  opsSaveChannelTexts,
  opsSaveMoneySettings,
  opsUpdatePaymentChannel,
} from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { PageSpinner } from '../../../lib/PageSpinner.tsx'
import { useMayCall } from '../../../lib/operator.ts'
import { useMoneySettings } from '../api/payment-settings.ts'
import { ChannelsTable } from '../components/ChannelsTable.tsx'
import { MoneySettingsForm } from '../components/MoneySettingsForm.tsx'

export function PaymentSettingsPage() {
  const mayEdit = useMayCall(
    opsCreatePaymentChannel,
    opsUpdatePaymentChannel,
    opsSaveChannelTexts,
    opsSaveMoneySettings,
  )
  const settings = useMoneySettings()
  const t = useT()
  return (
    <>
      <PageHeading title={t('payment.title')} />
      {!mayEdit && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('payment.adminsOnly')} />
      )}
      <ChannelsTable editable={mayEdit} />
      {settings.data ? (
        <MoneySettingsForm settings={settings.data} editable={mayEdit} />
      ) : (
        settings.isPending && <PageSpinner />
      )}
    </>
  )
}
