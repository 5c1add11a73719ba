import { App, Checkbox, Flex, Form, Input, InputNumber, Select, Space, Switch } from 'antd'
import { DISCLOSURE_LIMITS, productInputBody, type OpsProductRow } from '@app/contracts'
import { majorAmountRule, useCurrency } from '../../../lib/money.tsx'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import type { useSaveProduct } from '../api/products.ts'
import {
  EMPTY_PRODUCT,
  PERIOD_UNITS,
  WEEKDAYS,
  toFormValues,
  toProductBody,
  type ProductFormValues,
} from '../model/product-terms.ts'

export const PRODUCT_FORM_ID = 'product-form'

interface ProductFormProps {
  /** The product being edited, or null for a new one. */
  product: OpsProductRow | null
  save: ReturnType<typeof useSaveProduct>
  onSaved: () => void
}

const shape = productInputBody.shape
const unitOptions = Object.keys(PERIOD_UNITS).map((unit) => ({ value: unit, label: unit }))
const half = { flex: '1 1 200px' }
const atLeastOneDay = {
  validator: async (_rule: unknown, days: string[] | undefined) => {
    if (!days?.length) throw new Error('Pick at least one day that pays.')
  },
}

const DISCLOSURE_FIELDS = [
  { name: 'risks', label: 'Risks', placeholder: 'What could go wrong, and what is not guaranteed' },
  { name: 'maturity', label: 'At maturity', placeholder: 'What happens when the last earning is paid' },
  { name: 'earlyExit', label: 'Leaving early', placeholder: 'Whether and how a holding can end early' },
] as const

/** The product's terms in the operator's units; the modal's OK button submits it by its id. */
export function ProductForm({ product, save, onSaved }: ProductFormProps) {
  const [form] = Form.useForm<ProductFormValues>()
  const { message } = App.useApp()
  const currency = useCurrency()

  function onFinish(values: ProductFormValues) {
    let body
    try {
      // The contract has the last word, with the same messages as the server.
      body = parseForm(productInputBody, toProductBody(values))
    } catch (error) {
      void message.error((error as Error).message)
      return
    }
    save.mutate(
      { id: product?.id ?? null, body },
      {
        onSuccess: (saved) => {
          void message.success(product ? `Saved ${saved.name}.` : `Created ${saved.name} as a draft.`)
          onSaved()
        },
      },
    )
  }

  return (
    <Form<ProductFormValues>
      form={form}
      name={PRODUCT_FORM_ID}
      layout="vertical"
      requiredMark={false}
      initialValues={product ? toFormValues(product) : EMPTY_PRODUCT}
      onFinish={onFinish}
    >
      <Form.Item label="Name" name="name" rules={[zodRule(shape.name)]}>
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item label="Overview" name="overview" rules={[zodRule(shape.overview)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={[zodRule(shape.description)]}>
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item label="Price" name="price" rules={[majorAmountRule()]} style={half}>
          <Input prefix={currency} inputMode="decimal" placeholder="100.00" />
        </Form.Item>
        <Form.Item label="Earnings per time" name="earningAmount" rules={[majorAmountRule()]} style={half}>
          <Input prefix={currency} inputMode="decimal" placeholder="4.00" />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item
          label="Number of earnings"
          name="earningsCount"
          rules={[zodRule(shape.earningsCount, 'validation.earningsCountRange')]}
          style={half}
        >
          <InputNumber min={1} max={3650} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Claim period" required style={half}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="period" noStyle rules={[{ required: true, message: 'Enter the claim period.' }]}>
              <InputNumber aria-label="Claim period" min={1} style={{ width: '55%' }} />
            </Form.Item>
            <Form.Item name="periodUnit" noStyle>
              <Select aria-label="Claim period unit" options={unitOptions} style={{ width: '45%' }} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      </Flex>
      <Form.Item label="Pays on" name="days" rules={[atLeastOneDay]}>
        <Checkbox.Group options={WEEKDAYS.map((day) => ({ value: day, label: day }))} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          label="Minimum VIP"
          name="minVip"
          rules={[zodRule(shape.minVip, 'validation.minVipRange')]}
        >
          <InputNumber min={0} max={20} precision={0} />
        </Form.Item>
        <Form.Item
          label="Purchase limit"
          name="purchaseLimit"
          rules={[zodRule(shape.purchaseLimit, 'validation.purchaseLimitRange')]}
        >
          <InputNumber min={1} max={1000} precision={0} />
        </Form.Item>
        <Form.Item label="Sort" name="sort" rules={[zodRule(shape.sort, 'validation.sortRange')]}>
          <InputNumber min={-1000} max={1000} precision={0} />
        </Form.Item>
        <Form.Item label="Featured on home" name="featured" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Flex>
      {/* The disclosure users read on the product page, under "Disclosure". */}
      <Form.Item label="Who stands behind it" name="issuer" rules={[zodRule(shape.issuer)]}>
        <Input maxLength={DISCLOSURE_LIMITS.issuer} placeholder="The company that offers the product" />
      </Form.Item>
      {DISCLOSURE_FIELDS.map(({ name, label, placeholder }) => (
        <Form.Item key={name} label={label} name={name} rules={[zodRule(shape[name])]}>
          <Input.TextArea rows={2} maxLength={DISCLOSURE_LIMITS[name]} placeholder={placeholder} />
        </Form.Item>
      ))}
    </Form>
  )
}
