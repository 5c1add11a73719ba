import type { ProductDisclosure as Disclosure } from '@app/contracts/products'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { DetailList } from '../../../lib/ui/DetailList.tsx'
import './products.css'

/** What the operator states about the product: who stands behind it, risks, maturity, leaving early. */
export function ProductDisclosure({ disclosure }: { disclosure: Disclosure }) {
  const { t } = useTranslation()
  const line = (text: string) =>
    text ? (
      <span className="disclosure-text">{text}</span>
    ) : (
      <span className="disclosure-missing">{t('productPage.notStated')}</span>
    )
  const items = [
    { label: t('productPage.issuer'), value: line(disclosure.issuer), block: true },
    { label: t('productPage.risks'), value: line(disclosure.risks), block: true },
    { label: t('productPage.maturity'), value: line(disclosure.maturity), block: true },
    { label: t('productPage.earlyExit'), value: line(disclosure.earlyExit), block: true },
  ]
  return (
    <section className="product-disclosure" aria-labelledby="disclosure-title">
      <h2 id="disclosure-title">{t('productPage.disclosure')}</h2>
      <DetailList items={items} label={t('productPage.disclosure')} />
    </section>
  )
}
