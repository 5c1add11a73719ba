import { useState } from 'react'
import CheckOutline from 'antd-mobile-icons/es/CheckOutline'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { LOCALES, type Locale } from '@app/contracts/constants'
import { changeLanguage } from '../../../lib/i18n/change-language.ts'
import { currentLocale } from '../../../lib/i18n/i18n.ts'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'

export function ChangeLanguagePage() {
  const { t } = useTranslation()
  const [selected, setSelected] = useState<Locale>(currentLocale)
  const choose = (locale: Locale) => {
    setSelected(locale)
    void changeLanguage(locale)
  }
  return (
    <PageFrame title={t('nav.changeLanguage')}>
      <fieldset className="choice-list">
        <legend className="visually-hidden">{t('language.choose')}</legend>
        {LOCALES.map((locale) => (
          <label key={locale} className="choice-row" lang={locale}>
            <input
              type="radio"
              name="language"
              value={locale}
              checked={selected === locale}
              onChange={() => choose(locale)}
              className="visually-hidden"
            />
            <span className="choice-label">{t(`language.${locale}`)}</span>
            {selected === locale && <CheckOutline className="choice-check" aria-hidden />}
          </label>
        ))}
      </fieldset>
    </PageFrame>
  )
}
