import { useState } from 'react'
import { Collapse, Radio } from 'antd'
import { LOCALES, type Locale } from '@app/contracts'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { PageSpinner } from '../../../lib/PageSpinner.tsx'
import { useLanguageKeys, useLanguagePack } from '../api/languages.ts'
import { LanguageEditor } from '../components/LanguageEditor.tsx'
import { LanguageKeysTable } from '../components/LanguageKeysTable.tsx'
import { useT } from '../../../lib/i18n.ts'

const LOCALE_NAMES: Record<Locale, string> = {
  en: 'config.localeEn',
  es: 'config.localeEs',
  ja: 'config.localeJa',
}

export function LanguagesPage() {
  const [locale, setLocale] = useState<Locale>('es')
  const keys = useLanguageKeys(locale)
  const pack = useLanguagePack(locale)
  // Texts saved key by key change the file: the whole-file editor then starts again from it.
  const [saves, setSaves] = useState(0)
  const t = useT()

  return (
    <>
      <PageHeading title={t('config.languagesTitle')} />
      <Radio.Group
        aria-label={t('config.language')}
        optionType="button"
        value={locale}
        onChange={(event) => setLocale(event.target.value as Locale)}
        options={LOCALES.map((key) => ({ value: key, label: `${t(LOCALE_NAMES[key])} (${key})` }))}
        style={{ marginBottom: 16 }}
      />
      {keys.data ? (
        // Keyed by locale, so switching language drops the other language's unsaved changes.
        <LanguageKeysTable
          key={locale}
          locale={locale}
          rows={keys.data.rows}
          onSaved={() => setSaves((n) => n + 1)}
        />
      ) : (
        keys.isPending && <PageSpinner />
      )}
      <Collapse
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'file',
            label: t('config.advanced'),
            children: pack.data ? (
              <LanguageEditor key={`${locale}-${saves}`} locale={locale} initial={pack.data.json} />
            ) : (
              pack.isPending && <PageSpinner />
            ),
          },
        ]}
      />
    </>
  )
}
