import { Flex, Form, Input, InputNumber, Select } from 'antd'
import { moneySettingsBody, parseMajorInput } from '@app/contracts'
import { majorAmountRule, useCurrency } from '../../../lib/money.tsx'
import { zodRule } from '../../../lib/zod-rule.ts'

const shape = moneySettingsBody.shape
const field = { flex: '1 1 220px' }
const wide = { width: '100%' }

const presetsRule = {
  validator: async (_rule: unknown, presets: string[] | undefined) => {
    const bad = (presets ?? []).find((text) => !parseMajorInput(text))
    if (bad !== undefined) throw new Error(`"${bad}" is not an amount above zero.`)
  },
}

/** The fee and the amount limits of a withdrawal. */
export function WithdrawalLimitFields() {
  const currency = useCurrency()
  return (
    <Flex gap={16} wrap>
      <Form.Item
        label="Withdrawal fee"
        name="feePercent"
        style={field}
        rules={[{ required: true, message: 'Enter the fee rate.' }]}
      >
        <InputNumber min={0} max={50} precision={2} step={0.1} suffix="%" style={wide} />
      </Form.Item>
      <Form.Item label="Withdrawal minimum" name="withdrawMin" style={field} rules={[majorAmountRule(true)]}>
        <Input prefix={currency} inputMode="decimal" />
      </Form.Item>
      <Form.Item label="Withdrawal maximum" name="withdrawMax" style={field} rules={[majorAmountRule(true)]}>
        <Input prefix={currency} inputMode="decimal" />
      </Form.Item>
    </Flex>
  )
}

/** Maker-checker: above the cap two operators move money; and the largest recharge a user may declare. */
export function ApprovalFields() {
  const currency = useCurrency()
  return (
    <Flex gap={16} wrap>
      <Form.Item
        label="Second approval above"
        name="approvalCap"
        style={field}
        extra="A recharge or withdrawal above this needs a second operator. 0: off."
        rules={[majorAmountRule(true)]}
      >
        <Input prefix={currency} inputMode="decimal" />
      </Form.Item>
      <Form.Item
        label="Largest recharge"
        name="rechargeMax"
        style={field}
        extra="Users cannot declare a larger recharge. 0: no limit."
        rules={[majorAmountRule(true)]}
      >
        <Input prefix={currency} inputMode="decimal" />
      </Form.Item>
    </Flex>
  )
}

/** The daily count, and how long a withdrawal or a recharge waits for an operator. */
export function CountAndExpiryFields() {
  return (
    <Flex gap={16} wrap>
      <Form.Item
        label="Withdrawals per day"
        name="withdrawDailyCount"
        style={field}
        rules={[zodRule(shape.withdrawDailyCount, 'validation.dailyCountRange')]}
      >
        <InputNumber min={1} max={100} precision={0} style={wide} />
      </Form.Item>
      <Form.Item
        label="Withdrawal expiry (hours)"
        name="withdrawExpiryHours"
        style={field}
        rules={[zodRule(shape.withdrawExpiryHours, 'validation.withdrawExpiryRange')]}
      >
        <InputNumber min={1} max={720} precision={0} style={wide} />
      </Form.Item>
      <Form.Item
        label="Recharge expiry (minutes)"
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
  return (
    <Flex gap={16} wrap>
      <Form.Item
        label="Invitation reward (points)"
        name="inviteRewardPoints"
        extra="Paid to the inviter when an invitee's first recharge completes."
        style={field}
        rules={[zodRule(shape.inviteRewardPoints, 'validation.rewardRange')]}
      >
        <InputNumber min={0} max={1_000_000} precision={0} style={wide} />
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
  )
}
