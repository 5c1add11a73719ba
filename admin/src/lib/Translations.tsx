import type { ReactNode } from 'react'
import { Flex, Form, Segmented, Tag, Typography } from 'antd'
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
