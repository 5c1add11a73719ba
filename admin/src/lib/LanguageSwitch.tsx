import { useState } from 'react'
import { Select } from 'antd'
import { GlobalOutlined } from '@ant-design/icons'
import { LOCALES, type Locale } from '@app/contracts/constants'
import { setLanguage, useLocale, useT } from './i18n.ts'
import { showError } from './notify.ts'

/** The console's language, remembered in this browser; each language is named in itself. */
export function LanguageSwitch() {
  const t = useT()
  const locale = useLocale()
  const [loading, setLoading] = useState(false)

  async function onChange(next: Locale) {
    setLoading(true)
    try {
      await setLanguage(next)
    } catch {
      showError(t('request.unreachable'))
    } finally {
      setLoading(false)
    }
  }

  return (
    <Select<Locale>
      value={locale}
      onChange={(next) => void onChange(next)}
      loading={loading}
      aria-label={t('language.label')}
      prefix={<GlobalOutlined aria-hidden />}
      popupMatchSelectWidth={false}
      options={LOCALES.map((value) => ({ value, label: t(`language.${value}`), lang: value }))}
      style={{ minWidth: 130 }}
    />
  )
}
