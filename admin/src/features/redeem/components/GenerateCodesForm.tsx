import { useState } from 'react'
import { App, Button, DatePicker, Form, Input, InputNumber, Select, type DatePickerProps } from 'antd'
import { createRedemptionCodesBody } from '@app/contracts'
import { useCurrency } from '../../../lib/money.tsx'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import { useCreateRedemptionCodes } from '../api/redemption-codes.ts'
import { NewCodes } from './NewCodes.tsx'
import { amountRule, amountToMinor, type RewardKind } from './reward.tsx'

// antd's date type (dayjs), taken from its own props so the console needs no direct dependency on dayjs.
type PickedDate = Parameters<NonNullable<DatePickerProps['disabledDate']>>[0]

interface FormValues {
  count: number
  reward: RewardKind
  amount: string
  maxUses: number
  perUserLimit: number
  expiresOn: PickedDate
  note: string
}

const shape = createRedemptionCodesBody.shape
const rewardOptions = [
  { value: 'balance', label: 'Balance (money)' },
  { value: 'points', label: 'Points' },
]

/** Generates a batch of codes (admin only) and shows them once, ready to copy. */
export function GenerateCodesForm() {
  const [form] = Form.useForm<FormValues>()
  const { message } = App.useApp()
  const create = useCreateRedemptionCodes()
  const currency = useCurrency()
  const reward = Form.useWatch('reward', form) ?? 'balance'
  const [codes, setCodes] = useState<string[]>([])

  function onFinish(values: FormValues) {
    try {
      const body = parseForm(createRedemptionCodesBody, {
        count: values.count,
        reward: values.reward,
        amount: amountToMinor(values.reward, values.amount),
        maxUses: values.maxUses,
        perUserLimit: values.perUserLimit,
        // The code stays valid to the end of the picked day, local time.
        expiresAt: values.expiresOn.endOf('day').unix(),
        note: values.note?.trim() ?? '',
      })
      create.mutate(body, {
        onSuccess: ({ codes: created }) => {
          setCodes(created)
          void message.success(
            `Generated ${created.length} redemption ${created.length === 1 ? 'code' : 'codes'}.`,
          )
        },
      })
    } catch (error) {
      void message.error((error as Error).message)
    }
  }

  return (
    <>
      <Form<FormValues>
        form={form}
        layout="inline"
        requiredMark={false}
        initialValues={{ count: 10, reward: 'balance', amount: '', maxUses: 1, perUserLimit: 1, note: '' }}
        onFinish={onFinish}
        style={{ rowGap: 12 }}
      >
        <Form.Item label="Count" name="count" rules={[zodRule(shape.count, 'validation.countRange')]}>
          <InputNumber min={1} max={100} precision={0} style={{ width: 90 }} />
        </Form.Item>
        <Form.Item label="Reward" name="reward">
          <Select options={rewardOptions} style={{ width: 170 }} />
        </Form.Item>
        <Form.Item label="Amount" name="amount" dependencies={['reward']} rules={[amountRule]}>
          <Input
            prefix={reward === 'balance' ? currency : undefined}
            suffix={reward === 'points' ? 'points' : undefined}
            inputMode={reward === 'points' ? 'numeric' : 'decimal'}
            style={{ width: 150 }}
          />
        </Form.Item>
        <Form.Item
          label="Max uses"
          name="maxUses"
          rules={[zodRule(shape.maxUses, 'validation.maxUsesRange')]}
        >
          <InputNumber min={1} max={10_000} precision={0} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item
          label="Per user"
          name="perUserLimit"
          rules={[zodRule(shape.perUserLimit, 'validation.perUserRange')]}
        >
          <InputNumber min={1} max={100} precision={0} style={{ width: 90 }} />
        </Form.Item>
        <Form.Item
          label="Expires on"
          name="expiresOn"
          rules={[{ required: true, message: 'Pick the last day the codes work.' }]}
        >
          <DatePicker disabledDate={(day) => day.endOf('day').valueOf() < Date.now()} />
        </Form.Item>
        <Form.Item label="Note" name="note" rules={[zodRule(shape.note)]}>
          <Input placeholder="Campaign" maxLength={120} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            Generate codes
          </Button>
        </Form.Item>
      </Form>
      {codes.length > 0 && <NewCodes codes={codes} />}
    </>
  )
}
