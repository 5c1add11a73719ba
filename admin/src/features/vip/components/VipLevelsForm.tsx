import { App, Button, Flex, Form, Input, Typography } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { vipLevelsBody, type VipLevelRow } from '@app/contracts'
import { majorAmountRule, toMajorInput, toMinorText, useCurrency } from '../../../lib/money.tsx'
import { parseForm } from '../../../lib/zod-rule.ts'
import { useSaveVipLevels } from '../api/vip-levels.ts'
import { useT } from '../../../lib/i18n.ts'

interface FormValues {
  thresholds: string[]
}

interface VipLevelsFormProps {
  levels: VipLevelRow[]
  editable: boolean
}

/** One row per level (0…n): the completed-recharge total it needs, typed in major units. */
export function VipLevelsForm({ levels, editable }: VipLevelsFormProps) {
  const [form] = Form.useForm<FormValues>()
  const { message } = App.useApp()
  const save = useSaveVipLevels()
  const currency = useCurrency()
  const sorted = [...levels].sort((a, b) => a.level - b.level)
  const t = useT()

  function onFinish({ thresholds }: FormValues) {
    try {
      const body = parseForm(vipLevelsBody, {
        levels: thresholds.map((text, level) => ({ level, minRechargeTotal: toMinorText(text) ?? '' })),
      })
      save.mutate(body, {
        onSuccess: (saved) => void message.success(t('vip.saved', { count: saved.length })),
      })
    } catch (error) {
      void message.error((error as Error).message)
    }
  }

  return (
    <Form<FormValues>
      form={form}
      requiredMark={false}
      disabled={!editable}
      initialValues={{ thresholds: sorted.map((l) => toMajorInput(l.minRechargeTotal)) }}
      onFinish={onFinish}
    >
      <Form.List name="thresholds">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, level) => (
              <Flex key={field.key} gap={8} align="baseline">
                <Typography.Text strong style={{ width: 72, flex: 'none' }}>
                  {t('vip.level', { level })}
                </Typography.Text>
                <Form.Item
                  name={field.name}
                  rules={[majorAmountRule(true)]}
                  style={{ flex: 1, marginBottom: 12 }}
                >
                  <Input
                    aria-label={t('vip.threshold', { level })}
                    prefix={currency}
                    inputMode="decimal"
                    disabled={!editable || level === 0}
                  />
                </Form.Item>
                {editable && level > 0 && level === fields.length - 1 ? (
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('vip.remove', { level })}
                    onClick={() => remove(field.name)}
                  />
                ) : (
                  <span style={{ width: 32, flex: 'none' }} />
                )}
              </Flex>
            ))}
            {editable && (
              <Flex gap={8} wrap>
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length > 20}
                  onClick={() => add(form.getFieldValue(['thresholds', fields.length - 1]) ?? '0')}
                >
                  {t('vip.add')}
                </Button>
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t('vip.save')}
                </Button>
              </Flex>
            )}
          </>
        )}
      </Form.List>
    </Form>
  )
}
