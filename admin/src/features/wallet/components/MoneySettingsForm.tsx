import { App, Button, Card, Flex, Form, Input, InputNumber, Select } from 'antd'
import { moneySettingsBody, parseMajorInput, type MoneySettingsBody } from '@app/contracts'
import { majorAmountRule, useCurrency } from '../../../lib/money.tsx'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import { useSaveMoneySettings } from '../api/payment-settings.ts'
import {
  toBody,
  toFormValues,
  type MoneySettingsValues as FormValues,
} from '../model/money-settings-values.ts'

const shape = moneySettingsBody.shape
const field = { flex: '1 1 220px' }

const presetsRule = {
  validator: async (_rule: unknown, presets: string[] | undefined) => {
    const bad = (presets ?? []).find((text) => !parseMajorInput(text))
    if (bad !== undefined) throw new Error(`"${bad}" is not an amount above zero.`)
  },
}

export function MoneySettingsForm({
  settings,
  editable,
}: {
  settings: MoneySettingsBody
  editable: boolean
}) {
  const { message } = App.useApp()
  const save = useSaveMoneySettings()
  const currency = useCurrency()

  function onFinish(values: FormValues) {
    try {
      const body = parseForm(moneySettingsBody, toBody(values))
      save.mutate(body, { onSuccess: () => void message.success('Money settings saved.') })
    } catch (error) {
      void message.error((error as Error).message)
    }
  }

  return (
    <Card title="Limits, fees and expiries" style={{ maxWidth: 880 }}>
      <Form<FormValues>
        layout="vertical"
        requiredMark={false}
        disabled={!editable}
        initialValues={toFormValues(settings)}
        onFinish={onFinish}
      >
        <Flex gap={16} wrap>
          <Form.Item
            label="Withdrawal fee"
            name="feePercent"
            style={field}
            rules={[{ required: true, message: 'Enter the fee rate.' }]}
          >
            <InputNumber min={0} max={50} precision={2} step={0.1} suffix="%" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label="Withdrawal minimum"
            name="withdrawMin"
            style={field}
            rules={[majorAmountRule(true)]}
          >
            <Input prefix={currency} inputMode="decimal" />
          </Form.Item>
          <Form.Item
            label="Withdrawal maximum"
            name="withdrawMax"
            style={field}
            rules={[majorAmountRule(true)]}
          >
            <Input prefix={currency} inputMode="decimal" />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item
            label="Withdrawals per day"
            name="withdrawDailyCount"
            style={field}
            rules={[zodRule(shape.withdrawDailyCount, 'validation.dailyCountRange')]}
          >
            <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label="Withdrawal expiry (hours)"
            name="withdrawExpiryHours"
            style={field}
            rules={[zodRule(shape.withdrawExpiryHours, 'validation.withdrawExpiryRange')]}
          >
            <InputNumber min={1} max={720} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label="Recharge expiry (minutes)"
            name="rechargeExpiryMinutes"
            style={field}
            rules={[zodRule(shape.rechargeExpiryMinutes, 'validation.rechargeExpiryRange')]}
          >
            <InputNumber min={5} max={10_080} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item
            label="Invitation reward (points)"
            name="inviteRewardPoints"
            extra="Paid to the inviter when an invitee's first recharge completes."
            style={field}
            rules={[zodRule(shape.inviteRewardPoints, 'validation.rewardRange')]}
          >
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label="Recharge amount presets"
            name="presets"
            extra={`Amounts in ${currency || 'major units'}; type one and press Enter. At most 12.`}
            style={{ flex: '2 1 440px' }}
            rules={[presetsRule]}
          >
            <Select mode="tags" open={false} tokenSeparators={[' ', ',']} suffixIcon={null} />
          </Form.Item>
        </Flex>
        {editable && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save money settings
          </Button>
        )}
      </Form>
    </Card>
  )
}
