import { useState } from 'react'
import { Radio } from 'antd'
import { LOCALES, type Locale } from '@app/contracts'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { PageSpinner } from '../../../lib/PageSpinner.tsx'
import { useLanguagePack } from '../api/languages.ts'
import { LanguageEditor } from '../components/LanguageEditor.tsx'

const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish', ja: 'Japanese' }

export function LanguagesPage() {
  const [locale, setLocale] = useState<Locale>('en')
  const pack = useLanguagePack(locale)

  return (
    <>
      <PageHeading title="Language packages" />
      <Radio.Group
        aria-label="Language"
        optionType="button"
        value={locale}
        onChange={(event) => setLocale(event.target.value as Locale)}
        options={LOCALES.map((key) => ({ value: key, label: `${LOCALE_NAMES[key]} (${key})` }))}
        style={{ marginBottom: 16 }}
      />
      {pack.data ? (
        // Keyed by locale, so switching language starts from that language's served file.
        <LanguageEditor key={locale} locale={locale} initial={pack.data.json} />
      ) : (
        pack.isPending && <PageSpinner />
      )}
    </>
  )
}
