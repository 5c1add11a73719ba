import { useCallback } from 'react'
import { formatMoney, parseMajorInput } from '@app/contracts'
import { translate, useLocale } from './i18n.ts'
import { useSiteSettings } from './site-settings.ts'

/** The config currency prefix ("$"); empty until the settings have loaded. */
export function useCurrency(): string {
  return useSiteSettings().data?.currency ?? ''
}

/**
 * Formats minor units with the config currency, the number in the console's language:
 * `money("12345")` → "$123.45" (en, ja), "$123,45" (es).
 */
export function useMoney(): (minor: string | number) => string {
  const currency = useCurrency()
  const locale = useLocale()
  return useCallback((minor: string | number) => formatMoney(minor, currency, locale), [currency, locale])
}

/** An amount in a table or a description, kept on one line. */
export function Money({ minor }: { minor: string | number }) {
  const money = useMoney()
  return <span style={{ whiteSpace: 'nowrap' }}>{money(minor)}</span>
}

/** Minor units as an operator types them back in ("123456" → "1234.56"), for editing forms. */
export function toMajorInput(minor: string | number): string {
  return formatMoney(minor, '').replace(/,/g, '')
}

/** What an operator typed in major units as a minor-unit string, or null when it is not an amount. */
export function toMinorText(major: string | undefined): string | null {
  const minor = parseMajorInput(major ?? '')
  return minor === null ? null : String(minor)
}

/** A form rule for an amount typed in major units; `allowZero` for thresholds and limits. */
export function majorAmountRule(allowZero = false) {
  return {
    validator: async (_rule: unknown, value: string | undefined) => {
      const minor = parseMajorInput(value ?? '')
      if (minor === null) throw new Error(translate('form.amountInvalid'))
      if (minor === 0 && !allowZero) throw new Error(translate('form.amountZero'))
    },
  }
}
