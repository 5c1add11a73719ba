import { useState } from 'react'
import { App, Button, DatePicker, Form, Input, InputNumber, Select } from 'antd'
import type { Dayjs } from 'dayjs'
import { createRedemptionCodesBody } from '@app/contracts'
import { useCurrency } from '../../../lib/money.tsx'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import { useCreateRedemptionCodes } from '../api/redemption-codes.ts'
import { NewCodes } from './NewCodes.tsx'
import { amountRule, amountToMinor, type RewardKind } from './reward.tsx'
import { useT, type TFunction } from '../../../lib/i18n.ts'

interface FormValues {
  count: number
  reward: RewardKind
  amount: string
  maxUses: number
  perUserLimit: number
  expiresOn: Dayjs
  note: string
}

const shape = createRedemptionCodesBody.shape
const rewardOptions = (t: TFunction) => [
  { value: 'balance', label: t('redeem.rewardBalance') },
  { value: 'points', label: t('redeem.rewardPoints') },
]

/** Generates a batch of codes (admin only) and shows them once, ready to copy. */
export function GenerateCodesForm() {
  const [form] = Form.useForm<FormValues>()
  const { message } = App.useApp()
  const create = useCreateRedemptionCodes()
  const currency = useCurrency()
  const reward = Form.useWatch('reward', form) ?? 'balance'
  const [codes, setCodes] = useState<string[]>([])
  const t = useT()

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
            created.length === 1
              ? t('redeem.generatedOne')
              : t('redeem.generatedMany', { count: created.length }),
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
        <Form.Item
          label={t('redeem.count')}
          name="count"
          rules={[zodRule(shape.count, 'validation.countRange')]}
        >
          <InputNumber min={1} max={100} precision={0} style={{ width: 90 }} />
        </Form.Item>
        <Form.Item label={t('redeem.reward')} name="reward">
          <Select options={rewardOptions(t)} style={{ width: 170 }} />
        </Form.Item>
        <Form.Item label={t('redeem.amount')} name="amount" dependencies={['reward']} rules={[amountRule]}>
          <Input
            prefix={reward === 'balance' ? currency : undefined}
            suffix={reward === 'points' ? t('redeem.pointsSuffix') : undefined}
            inputMode={reward === 'points' ? 'numeric' : 'decimal'}
            style={{ width: 150 }}
          />
        </Form.Item>
        <Form.Item
          label={t('redeem.maxUses')}
          name="maxUses"
          rules={[zodRule(shape.maxUses, 'validation.maxUsesRange')]}
        >
          <InputNumber min={1} max={10_000} precision={0} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item
          label={t('redeem.perUser')}
          name="perUserLimit"
          rules={[zodRule(shape.perUserLimit, 'validation.perUserRange')]}
        >
          <InputNumber min={1} max={100} precision={0} style={{ width: 90 }} />
        </Form.Item>
        <Form.Item
          label={t('redeem.expiresOn')}
          name="expiresOn"
          rules={[{ required: true, message: t('redeem.expiresRequired') }]}
        >
          <DatePicker disabledDate={(day) => day.endOf('day').valueOf() < Date.now()} />
        </Form.Item>
        <Form.Item label={t('redeem.note')} name="note" rules={[zodRule(shape.note)]}>
          <Input placeholder={t('redeem.notePlaceholder')} maxLength={120} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('redeem.generate')}
          </Button>
        </Form.Item>
      </Form>
      {codes.length > 0 && <NewCodes codes={codes} />}
    </>
  )
}
