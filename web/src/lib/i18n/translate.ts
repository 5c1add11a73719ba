/** The app's translation hook and function type, in one place: pages import from here. */
export { useTranslation } from 'react-i18next'
export type { TFunction } from 'i18next'
