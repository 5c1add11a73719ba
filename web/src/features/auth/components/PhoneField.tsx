import { useTranslation } from '../../../lib/i18n/translate.ts'
import { Field } from '../../../lib/ui/Field.tsx'
import type { BoundField } from '../../../lib/use-field-marks.ts'

/** The phone number the account is known by: a tel keyboard, and the device's own number offered. */
export function PhoneField(field: BoundField) {
  const { t } = useTranslation()
  return <Field label={t('sign.phone')} type="tel" inputMode="tel" autoComplete="tel" {...field} />
}
