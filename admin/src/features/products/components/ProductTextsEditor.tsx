import { App, Flex, Form, Input } from 'antd'
import type { ContentLocale } from '@app/contracts/content-texts'
import type { OpsProductRow } from '@app/contracts/products'
import type { ProductTextFields, ProductTexts } from '@app/contracts/products-texts'
import { useT } from '../../../lib/i18n.ts'
import {
  languageName,
  missingOf,
  OneLanguageAtATime,
  TranslatedField,
  TranslationsButton,
  TranslationsDialog,
  TranslationsForm,
  useTyped,
} from '../../../lib/Translations.tsx'
import { useProductTexts, useSaveProductTexts } from '../api/product-texts.ts'
import { ProductPreview } from './ProductPreview.tsx'

const FIELDS: { name: keyof ProductTextFields; label: string; max: number; rows?: number }[] = [
  { name: 'name', label: 'products.name', max: 80 },
  { name: 'overview', label: 'products.overview', max: 200 },
  { name: 'description', label: 'products.description', max: 5000, rows: 3 },
  { name: 'issuer', label: 'products.issuer', max: 200 },
  { name: 'risks', label: 'products.risks', max: 2000, rows: 2 },
  { name: 'maturity', label: 'products.maturity', max: 2000, rows: 2 },
  { name: 'earlyExit', label: 'products.earlyExit', max: 2000, rows: 2 },
]

const EMPTY: ProductTextFields = {
  name: '',
  overview: '',
  description: '',
  issuer: '',
  risks: '',
  maturity: '',
  earlyExit: '',
}

/** What the app shows in a language: each field's translation, or the English where it has none. */
function withFallback(english: ProductTextFields, texts: Partial<ProductTextFields>): ProductTextFields {
  const out = { ...english }
  for (const { name } of FIELDS) if (texts[name]?.trim()) out[name] = texts[name]
  return out
}

/** One language's texts beside the English, with the app's preview of them as typed. */
function LanguageForm({
  product,
  texts,
  locale,
}: {
  product: OpsProductRow
  texts: ProductTexts
  locale: ContentLocale
}) {
  const [form] = Form.useForm<ProductTextFields>()
  const { message } = App.useApp()
  const save = useSaveProductTexts(product.id)
  const t = useT()
  const language = languageName(locale)
  const typed = useTyped(form, texts.texts[locale] ?? {})
  const missing = new Set(missingOf(texts.english, typed))

  function onFinish(values: ProductTextFields) {
    save.mutate(
      { locale, body: { ...EMPTY, ...values } },
      {
        onSuccess: () => void message.success(t('products.textsSaved', { language, name: product.name })),
      },
    )
  }

  return (
    <Flex gap={24} align="flex-start">
      <TranslationsForm<ProductTextFields>
        form={form}
        name={`product-texts-${locale}`}
        initialValues={texts.texts[locale] ?? EMPTY}
        onFinish={onFinish}
        saving={save.isPending}
        saveLabel={t('translations.save', { language })}
        style={{ flex: '1 1 0', minWidth: 0 }}
      >
        {FIELDS.map(({ name, label, max, rows }) => (
          <TranslatedField
            key={name}
            name={name}
            label={t('translations.fieldIn', { field: t(label), language })}
            english={texts.english[name]}
            missing={missing.has(name)}
          >
            {rows ? <Input.TextArea rows={rows} maxLength={max} /> : <Input maxLength={max} />}
          </TranslatedField>
        ))}
      </TranslationsForm>
      <ProductPreview locale={locale} view={product.view} texts={withFallback(texts.english, typed)} />
    </Flex>
  )
}

/** A product's texts in every language, one language at a time. */
function ProductTextsModal({ product, onClose }: { product: OpsProductRow; onClose: () => void }) {
  const texts = useProductTexts(product.id)
  const t = useT()
  return (
    <TranslationsDialog
      name={product.name}
      width={1340}
      intro={t('products.textsIntro')}
      texts={texts.data}
      onClose={onClose}
    >
      {(data) => (
        <OneLanguageAtATime texts={data}>
          {(locale) => <LanguageForm product={product} texts={data} locale={locale} />}
        </OneLanguageAtATime>
      )}
    </TranslationsDialog>
  )
}

/** The Translations button of a product's row, and its dialog. */
export function ProductTextsButton({ product }: { product: OpsProductRow }) {
  return (
    <TranslationsButton
      compact
      name={product.name}
      dialog={(close) => <ProductTextsModal product={product} onClose={close} />}
    />
  )
}
