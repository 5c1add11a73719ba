import { App, Button, Card, Form } from 'antd'
import { moneySettingsBody, type MoneySettings } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import { parseForm } from '../../../lib/zod-rule.ts'
import { useSaveMoneySettings } from '../api/payment-settings.ts'
import {
  toBody,
  toFormValues,
  type MoneySettingsValues as FormValues,
} from '../model/money-settings-values.ts'
import {
  ApprovalFields,
  CountAndExpiryFields,
  RewardAndPresetFields,
  WithdrawalLimitFields,
} from './MoneySettingsFields.tsx'

export function MoneySettingsForm({ settings, editable }: { settings: MoneySettings; editable: boolean }) {
  const { message } = App.useApp()
  const save = useSaveMoneySettings()
  const t = useT()

  function onFinish(values: FormValues) {
    try {
      const body = parseForm(moneySettingsBody, toBody(values))
      save.mutate(body, { onSuccess: () => void message.success(t('payment.saved')) })
    } catch (error) {
      void message.error((error as Error).message)
    }
  }

  return (
    <Card title={t('payment.cardTitle')} style={{ maxWidth: 880 }}>
      <Form<FormValues>
        layout="vertical"
        requiredMark={false}
        disabled={!editable}
        initialValues={toFormValues(settings)}
        onFinish={onFinish}
      >
        <WithdrawalLimitFields />
        <CountAndExpiryFields />
        <RewardAndPresetFields />
        <ApprovalFields />
        {editable && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('payment.save')}
          </Button>
        )}
      </Form>
    </Card>
  )
}
