import { useSyncExternalStore } from 'react'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { subscribeStorage } from '../../../lib/storage.ts'
import {
  THEME_CHOICES,
  THEME_KEY,
  chooseTheme,
  storedThemeChoice,
  type ThemeChoice,
} from '../../../lib/theme.ts'
import { ChoiceChips } from '../../../lib/ui/ChoiceChips.tsx'

const subscribe = (onChange: () => void) =>
  subscribeStorage((key) => {
    if (key === THEME_KEY || key === '') onChange()
  })

const LABEL_KEYS = {
  system: 'settings.themeSystem',
  light: 'settings.themeLight',
  dark: 'settings.themeDark',
} as const satisfies Record<ThemeChoice, string>

/** Light, dark, or as the phone is set (the default); remembered on the device. */
export function ThemeSwitch() {
  const { t } = useTranslation()
  const choice = useSyncExternalStore(subscribe, storedThemeChoice)
  return (
    <div className="form-card settings-theme">
      <ChoiceChips
        legend={t('settings.theme')}
        name="theme"
        columns={3}
        choices={THEME_CHOICES.map((value) => ({ value, label: t(LABEL_KEYS[value]) }))}
        value={choice}
        onChange={chooseTheme}
      />
    </div>
  )
}
