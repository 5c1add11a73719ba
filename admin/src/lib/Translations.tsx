import { TranslationOutlined } from '@ant-design/icons'
import { Fragment, useState, type CSSProperties, type ReactNode } from 'react'
import { Button, Flex, Form, Modal, Segmented, Spin, Tag, Typography, type FormInstance } from 'antd'
import { CONTENT_LOCALES, type ContentLocale } from '@app/contracts/content-texts'
import { translate, useT } from './i18n.ts'

/** Operator-written content in the app's other languages, edited beside its English text. */

/** A content language named in the console's language ("Spanish", "Español"…). */
export const languageName = (locale: ContentLocale) => translate(`translations.lang.${locale}`)

/** The keys of `english` that have a text while `texts` has none: the app shows the English for them. */
export function missingOf<K extends string>(
  english: Record<K, string>,
  texts: Partial<Record<K, string | undefined>> | null | undefined,
): K[] {
  return (Object.keys(english) as K[]).filter((k) => english[k].trim() !== '' && !(texts?.[k] ?? '').trim())
}

const missingLabel = (count: number) =>
  count === 0 ? translate('translations.complete') : translate('translations.missing', { count })

/** Picks the language being edited; each one says how many of its texts are still missing. */
export function LanguagePicker({
  value,
  onChange,
  missing,
}: {
  value: ContentLocale
  onChange: (locale: ContentLocale) => void
  missing: Record<ContentLocale, number>
}) {
  const t = useT()
  return (
    <Segmented<ContentLocale>
      aria-label={t('translations.language')}
      value={value}
      onChange={onChange}
      options={CONTENT_LOCALES.map((locale) => ({
        value: locale,
        label: t('translations.pick', {
          language: languageName(locale),
          missing: missingLabel(missing[locale]),
        }),
      }))}
    />
  )
}

/**
 * One translated field: the input, and beside it the English text it translates. A field left
 * empty is marked: the app shows the English text there.
 */
export function TranslatedField({
  name,
  label,
  english,
  missing,
  children,
}: {
  name: string
  label: string
  english: string
  missing: boolean
  children: ReactNode
}) {
  const t = useT()
  return (
    <Flex gap={16} wrap align="flex-start">
      <Form.Item
        name={name}
        style={{ flex: '1 1 260px', minWidth: 0 }}
        label={
          <span>
            {label}
            {missing && (
              <Tag color="warning" style={{ marginInlineStart: 8 }}>
                {t('translations.missingTag')}
              </Tag>
            )}
          </span>
        }
      >
        {children}
      </Form.Item>
      <section
        aria-label={t('translations.inEnglish', { label })}
        style={{
          flex: '1 1 260px',
          minWidth: 0,
          marginTop: 30,
          padding: '4px 11px',
          borderRadius: 6,
          background: 'var(--ant-color-fill-quaternary, rgba(0, 0, 0, 0.02))',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          maxHeight: 140,
          overflowY: 'auto',
        }}
      >
        <Typography.Text type="secondary">{t('translations.english')} </Typography.Text>
        {english || <Typography.Text type="secondary">{t('translations.empty')}</Typography.Text>}
      </section>
    </Flex>
  )
}

/**
 * The Translations button of an item's row; `dialog` is its dialog, shown while open. `compact`:
 * an icon with the word as its tooltip, for a table with many columns.
 */
export function TranslationsButton({
  name,
  dialog,
  compact = false,
}: {
  name: string
  dialog: (close: () => void) => ReactNode
  compact?: boolean
}) {
  const [open, setOpen] = useState(false)
  const t = useT()
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={t('translations.of', { name })}
        title={compact ? t('translations.button') : undefined}
        icon={compact ? <TranslationOutlined /> : undefined}
      >
        {compact ? null : t('translations.button')}
      </Button>
      {open && dialog(() => setOpen(false))}
    </>
  )
}

/**
 * An item's translations dialog, named after the item as its row button is: a spinner until its
 * texts have loaded, then the intro and what `children` makes of the texts.
 */
export function TranslationsDialog<Texts>({
  name,
  width,
  intro,
  texts,
  onClose,
  children,
}: {
  name: string
  width: number
  intro: string
  texts: Texts | undefined
  onClose: () => void
  children: (texts: Texts) => ReactNode
}) {
  const t = useT()
  return (
    <Modal open title={t('translations.of', { name })} onCancel={onClose} footer={null} width={width}>
      {texts === undefined ? (
        <Spin />
      ) : (
        <>
          <p>{intro}</p>
          {children(texts)}
        </>
      )}
    </Modal>
  )
}

/** An item's texts: the English ones, and what each other language has stored (null: nothing yet). */
interface LanguageTexts<K extends string> {
  english: Record<K, string>
  texts: Record<ContentLocale, Partial<Record<K, string>> | null>
}

/**
 * Texts edited one language at a time: the picker, then the chosen language's form, made afresh
 * for each language so that it starts from that language's stored texts.
 */
export function OneLanguageAtATime<K extends string>({
  texts,
  children,
}: {
  texts: LanguageTexts<K>
  children: (locale: ContentLocale) => ReactNode
}) {
  const [locale, setLocale] = useState<ContentLocale>('es')
  const missing = Object.fromEntries(
    CONTENT_LOCALES.map((each) => [each, missingOf(texts.english, texts.texts[each]).length]),
  ) as Record<ContentLocale, number>
  return (
    <>
      <LanguagePicker value={locale} onChange={setLocale} missing={missing} />
      <div style={{ marginTop: 16 }}>
        <Fragment key={locale}>{children(locale)}</Fragment>
      </div>
    </>
  )
}

/** What `form` holds as typed, or `stored` before the form has rendered. */
export const useTyped = <Values,>(form: FormInstance<Values>, stored: Partial<Values>): Partial<Values> =>
  (Form.useWatch([], form) as Partial<Values> | undefined) ?? stored

/** The form of a dialog's translated fields, its save button last. */
export function TranslationsForm<Values>({
  form,
  name,
  initialValues,
  onFinish,
  saving,
  saveLabel,
  style,
  children,
}: {
  form: FormInstance<Values>
  name: string
  initialValues: Values
  onFinish: (values: Values) => void
  saving: boolean
  saveLabel: string
  style?: CSSProperties
  children: ReactNode
}) {
  return (
    <Form<Values>
      form={form}
      name={name}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues as never}
      onFinish={onFinish}
      style={style}
    >
      {children}
      <Button type="primary" htmlType="submit" loading={saving}>
        {saveLabel}
      </Button>
    </Form>
  )
}
