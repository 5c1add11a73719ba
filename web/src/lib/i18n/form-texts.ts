import { FALLBACK_LOCALE } from '@app/contracts/constants'
import formTexts from '@app/contracts/i18n/en.json?texts=forms'
import { i18n } from './i18n.ts'

// The English of fields' messages (the `validation` group) is left out of the entry's English and
// rides here, in the chunk of the forms that show it: importing this module adds it. Spanish and
// Japanese are loaded whole and have it already.
i18n.addBundledTexts(FALLBACK_LOCALE, formTexts)
