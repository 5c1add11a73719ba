import { Flex, Form, Input, InputNumber, Select } from 'antd'
import { moneySettingsBody, parseMajorInput } from '@app/contracts'
import { majorAmountRule, useCurrency } from '../../../lib/money.tsx'
import { translate, useT } from '../../../lib/i18n.ts'
import { zodRule } from '../../../lib/zod-rule.ts'

const shape = moneySettingsBody.shape
const field = { flex: '1 1 220px' }
const wide = { width: '100%' }

const presetsRule = {
  validator: async (_rule: unknown, presets: string[] | undefined) => {
    const bad = (presets ?? []).find((text) => !parseMajorInput(text))
    if (bad !== undefined) throw new Error(translate('payment.notAmount', { text: bad }))
  },
}

/** The fee and the amount limits of a withdrawal. */
export function WithdrawalLimitFields() {
  const currency = useCurrency()
  const t = useT()
  return (
    <Flex gap={16} wrap>
      <Form.Item
        label={t('payment.fee')}
        name="feePercent"
        style={field}
        rules={[{ required: true, message: t('payment.feeRequired') }]}
      >
        <InputNumber min={0} max={50} precision={2} step={0.1} suffix="%" style={wide} />
      </Form.Item>
      <Form.Item
        label={t('payment.withdrawMin')}
        name="withdrawMin"
        style={field}
        rules={[majorAmountRule(true)]}
      >
        <Input prefix={currency} inputMode="decimal" />
      </Form.Item>
      <Form.Item
        label={t('payment.withdrawMax')}
        name="withdrawMax"
        style={field}
        rules={[majorAmountRule(true)]}
      >
        <Input prefix={currency} inputMode="decimal" />
      </Form.Item>
    </Flex>
  )
}

/** Maker-checker: above the cap two operators move money; and the largest recharge a user may declare. */
export function ApprovalFields() {
  const currency = useCurrency()
  const t = useT()
  return (
    <Flex gap={16} wrap>
      <Form.Item
        label={t('payment.approvalCap')}
        name="approvalCap"
        style={field}
        extra={t('payment.approvalCapHelp')}
        rules={[majorAmountRule(true)]}
      >
        <Input prefix={currency} inputMode="decimal" />
      </Form.Item>
      <Form.Item
        label={t('payment.rechargeMax')}
        name="rechargeMax"
        style={field}
        extra={t('payment.rechargeMaxHelp')}
        rules={[majorAmountRule(true)]}
      >
        <Input prefix={currency} inputMode="decimal" />
      </Form.Item>
      <Form.Item
        label={t('payment.operatorDailyCap')}
        name="operatorDailyCap"
        style={field}
        extra={t('payment.operatorDailyCapHelp')}
        rules={[majorAmountRule(true)]}
      >
        <Input prefix={currency} inputMode="decimal" />
      </Form.Item>
    </Flex>
  )
}

/** The daily count, and how long a withdrawal or a recharge waits for an operator. */
export function CountAndExpiryFields() {
  const t = useT()
  return (
    <Flex gap={16} wrap>
      <Form.Item
        label={t('payment.dailyCount')}
        name="withdrawDailyCount"
        style={field}
        rules={[zodRule(shape.withdrawDailyCount, 'validation.dailyCountRange')]}
      >
        <InputNumber min={1} max={100} precision={0} style={wide} />
      </Form.Item>
      <Form.Item
        label={t('payment.withdrawExpiry')}
        name="withdrawExpiryHours"
        style={field}
        rules={[zodRule(shape.withdrawExpiryHours, 'validation.withdrawExpiryRange')]}
      >
        <InputNumber min={1} max={720} precision={0} style={wide} />
      </Form.Item>
      <Form.Item
        label={t('payment.rechargeExpiry')}
        name="rechargeExpiryMinutes"
        style={field}
        rules={[zodRule(shape.rechargeExpiryMinutes, 'validation.rechargeExpiryRange')]}
      >
        <InputNumber min={5} max={10_080} precision={0} style={wide} />
      </Form.Item>
    </Flex>
  )
}

/** The invitation reward and the recharge amount presets. */
export function RewardAndPresetFields() {
  const currency = useCurrency()
  const t = useT()
  return (
    <Flex gap={16} wrap>
      <Form.Item
        label={t('payment.inviteReward')}
        name="inviteRewardPoints"
        extra={t('payment.inviteRewardHelp')}
        style={field}
        rules={[zodRule(shape.inviteRewardPoints, 'validation.rewardRange')]}
      >
        <InputNumber min={0} max={1_000_000} precision={0} style={wide} />
      </Form.Item>
      <Form.Item
        label={t('payment.presets')}
        name="presets"
        extra={t('payment.presetsHelp', { currency: currency || t('payment.majorUnits') })}
        style={{ flex: '2 1 440px' }}
        rules={[presetsRule]}
      >
        <Select mode="tags" open={false} tokenSeparators={[' ', ',']} suffixIcon={null} />
      </Form.Item>
    </Flex>
  )
}
