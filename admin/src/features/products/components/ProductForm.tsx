import { App, Checkbox, Flex, Form, Input, InputNumber, Select, Space, Switch } from 'antd'
import { DISCLOSURE_LIMITS, productInputBody, type OpsProductRow } from '@app/contracts'
import { translate, useT } from '../../../lib/i18n.ts'
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
const half = { flex: '1 1 200px' }
const atLeastOneDay = {
  validator: async (_rule: unknown, days: string[] | undefined) => {
    if (!days?.length) throw new Error(translate('products.pickPayingDay'))
  },
}

const DISCLOSURE_FIELDS = [
  { name: 'risks', label: 'products.risks', placeholder: 'products.risksHint' },
  { name: 'maturity', label: 'products.maturity', placeholder: 'products.maturityHint' },
  { name: 'earlyExit', label: 'products.earlyExit', placeholder: 'products.earlyExitHint' },
] as const

/** The product's terms in the operator's units; the modal's OK button submits it by its id. */
export function ProductForm({ product, save, onSaved }: ProductFormProps) {
  const [form] = Form.useForm<ProductFormValues>()
  const { message } = App.useApp()
  const currency = useCurrency()
  const t = useT()
  const unitOptions = Object.keys(PERIOD_UNITS).map((unit) => ({
    value: unit,
    label: t(`products.unit.${unit}`),
  }))

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
          void message.success(t(product ? 'products.saved' : 'products.createdDraft', { name: saved.name }))
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
      <Form.Item label={t('products.name')} name="name" rules={[zodRule(shape.name)]}>
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item label={t('products.overview')} name="overview" rules={[zodRule(shape.overview)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label={t('products.description')} name="description" rules={[zodRule(shape.description)]}>
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item label={t('products.price')} name="price" rules={[majorAmountRule()]} style={half}>
          <Input prefix={currency} inputMode="decimal" placeholder="100.00" />
        </Form.Item>
        <Form.Item
          label={t('products.earningPerTime')}
          name="earningAmount"
          rules={[majorAmountRule()]}
          style={half}
        >
          <Input prefix={currency} inputMode="decimal" placeholder="4.00" />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item
          label={t('products.earningsCount')}
          name="earningsCount"
          rules={[zodRule(shape.earningsCount, 'validation.earningsCountRange')]}
          style={half}
        >
          <InputNumber min={1} max={3650} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('products.claimPeriod')} required style={half}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="period"
              noStyle
              rules={[{ required: true, message: t('products.claimPeriodRequired') }]}
            >
              <InputNumber aria-label={t('products.claimPeriod')} min={1} style={{ width: '55%' }} />
            </Form.Item>
            <Form.Item name="periodUnit" noStyle>
              <Select
                aria-label={t('products.claimPeriodUnit')}
                options={unitOptions}
                style={{ width: '45%' }}
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      </Flex>
      <Form.Item label={t('products.paysOn')} name="days" rules={[atLeastOneDay]}>
        <Checkbox.Group options={WEEKDAYS.map((day) => ({ value: day, label: t(`products.day.${day}`) }))} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          label={t('products.minimumVip')}
          name="minVip"
          rules={[zodRule(shape.minVip, 'validation.minVipRange')]}
        >
          <InputNumber min={0} max={20} precision={0} />
        </Form.Item>
        <Form.Item
          label={t('products.purchaseLimit')}
          name="purchaseLimit"
          rules={[zodRule(shape.purchaseLimit, 'validation.purchaseLimitRange')]}
        >
          <InputNumber min={1} max={1000} precision={0} />
        </Form.Item>
        <Form.Item
          label={t('products.sort')}
          name="sort"
          rules={[zodRule(shape.sort, 'validation.sortRange')]}
        >
          <InputNumber min={-1000} max={1000} precision={0} />
        </Form.Item>
        <Form.Item label={t('products.featured')} name="featured" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Flex>
      {/* The disclosure users read on the product page, under "Disclosure". */}
      <Form.Item label={t('products.issuer')} name="issuer" rules={[zodRule(shape.issuer)]}>
        <Input maxLength={DISCLOSURE_LIMITS.issuer} placeholder={t('products.issuerHint')} />
      </Form.Item>
      {DISCLOSURE_FIELDS.map(({ name, label, placeholder }) => (
        <Form.Item key={name} label={t(label)} name={name} rules={[zodRule(shape[name])]}>
          <Input.TextArea rows={2} maxLength={DISCLOSURE_LIMITS[name]} placeholder={t(placeholder)} />
        </Form.Item>
      ))}
    </Form>
  )
}
