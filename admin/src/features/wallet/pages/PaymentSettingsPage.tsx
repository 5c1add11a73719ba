import { Alert } from 'antd'
import {
  WALLET_OPS_CREATE_PAYMENT_CHANNEL,
  WALLET_OPS_SAVE_CHANNEL_TEXTS,
  WALLET_OPS_SAVE_MONEY_SETTINGS,
  WALLET_OPS_UPDATE_PAYMENT_CHANNEL,
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
    WALLET_OPS_CREATE_PAYMENT_CHANNEL,
    WALLET_OPS_UPDATE_PAYMENT_CHANNEL,
    WALLET_OPS_SAVE_CHANNEL_TEXTS,
    WALLET_OPS_SAVE_MONEY_SETTINGS,
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
