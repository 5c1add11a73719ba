import type { CSSProperties, ReactNode } from 'react'
import type { ContentLocale } from '@app/contracts/content-texts'
import { formatMoney } from '@app/contracts/money'
import type { ProductView } from '@app/contracts/products'
import type { ProductTextFields } from '@app/contracts/products-texts'
import { durationParts } from '@app/contracts/products-terms'
import { bundledLanguages } from '@app/contracts/i18n'
import { interpolate, lookupText } from '@app/contracts/texts'
import { useT } from '../../../lib/i18n.ts'
import { useCurrency } from '../../../lib/money.tsx'

/** A text of the app's own language file of `locale` (bundled with the contracts). */
const appText =
  (locale: ContentLocale) =>
  (key: string, values?: Record<string, string | number>): string =>
    interpolate(lookupText(bundledLanguages[locale], key) ?? key, values)

// The app's look, in its light theme (web/src/app/theme.css), at a phone's width.
const phone: CSSProperties = {
  width: 390,
  padding: 12,
  background: '#f3f5f9',
  borderRadius: 18,
  border: '1px solid rgba(0, 0, 0, 0.12)',
  fontSize: 14,
  lineHeight: 1.5,
  color: 'rgba(0, 0, 0, 0.88)',
}
const card: CSSProperties = { padding: '14px 16px', background: '#fff', borderRadius: 12, marginBottom: 10 }
const hero: CSSProperties = {
  padding: '18px 16px',
  color: '#fff',
  background: 'linear-gradient(135deg, #0958d9, #003a8c)',
  borderRadius: 14,
  marginBottom: 12,
}
const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 8,
  margin: 0,
}
const secondary: CSSProperties = { color: 'rgba(0, 0, 0, 0.6)' }
const heading: CSSProperties = { margin: '0 0 6px', fontSize: 15, fontWeight: 600 }

function Figures({ items, style }: { items: [string, ReactNode][]; style?: CSSProperties }) {
  return (
    <dl style={{ ...grid, ...style }}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt style={{ fontSize: 12 }}>{label}</dt>
          <dd style={{ margin: '2px 0 0', fontVariantNumeric: 'tabular-nums' }}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * How a product's card and page read in the app in `locale`, with `texts` (already falling back to
 * English field by field): a small rendering of the app's own layout, 390 px wide.
 */
export function ProductPreview({
  locale,
  view,
  texts,
}: {
  locale: ContentLocale
  view: ProductView
  texts: ProductTextFields
}) {
  // The app's own words, from the app's language files (not the console's).
  const inApp = appText(locale)
  const t = useT()
  const currency = useCurrency()
  const money = (minor: string) => formatMoney(minor, currency, locale)
  const rate =
    view.annualRateBp === null
      ? inApp('productPage.annualNone')
      : new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2 }).format(
          view.annualRateBp / 10_000,
        )
  const { days, hours, minutes } = durationParts(view.lengthSeconds)
  const length =
    [
      days === 1
        ? inApp('productPage.lengthDay')
        : days > 1
          ? inApp('productPage.lengthDays', { count: days })
          : '',
      hours ? inApp('productPage.lengthHours', { count: hours }) : '',
      minutes ? inApp('productPage.lengthMinutes', { count: minutes }) : '',
    ]
      .filter(Boolean)
      .join(' ') || inApp('productPage.lengthSeconds', { count: view.lengthSeconds })
  const summary = inApp('productPage.summary', {
    price: money(view.price),
    principal: money(view.principalBack),
    profit: money(view.profit),
    length,
  })
  const figures: [string, ReactNode][] = [
    [inApp('productPage.price'), money(view.price)],
    [
      inApp('productPage.annualRate'),
      <>
        {rate}
        <small style={{ display: 'block', fontSize: 11 }}>{inApp('productPage.annualBasis')}</small>
      </>,
    ],
    [inApp('productPage.cycle'), length],
  ]
  const disclosure: [string, string][] = [
    [inApp('productPage.issuer'), texts.issuer],
    [inApp('productPage.risks'), texts.risks],
    [inApp('productPage.maturity'), texts.maturity],
    [inApp('productPage.earlyExit'), texts.earlyExit],
  ]
  return (
    <div lang={locale} aria-label={t('products.previewInApp')} role="region">
      <p style={{ margin: '0 0 6px', fontWeight: 600 }}>{inApp('nav.products')}</p>
      <div style={phone} data-testid="product-card-preview">
        <article style={card}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <div style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>{texts.name}</div>
            {view.minVip > 0 && <span>{inApp('productPage.vipBadge', { level: view.minVip })}</span>}
          </div>
          {texts.overview && (
            <p style={{ ...secondary, margin: '4px 0 0', fontSize: 13 }}>{texts.overview}</p>
          )}
          <Figures items={figures} style={{ marginTop: 10, fontSize: 13 }} />
          <p style={{ margin: '8px 0 0', fontSize: 13 }}>{summary}</p>
        </article>
      </div>
      <p style={{ margin: '12px 0 6px', fontWeight: 600 }}>{inApp('nav.productDetail')}</p>
      <div style={phone} data-testid="product-page-preview">
        <section style={hero}>
          <div style={{ margin: '0 0 4px', fontSize: 20, fontWeight: 700 }}>{texts.name}</div>
          {texts.overview && <p style={{ margin: 0 }}>{texts.overview}</p>}
          <Figures items={figures} style={{ marginTop: 14, fontWeight: 700 }} />
        </section>
        <section style={card}>
          <div style={heading}>{inApp('productPage.summaryTitle')}</div>
          <p style={{ margin: 0 }}>{summary}</p>
        </section>
        <section style={card}>
          <div style={heading}>{inApp('productPage.description')}</div>
          <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{texts.description || '--'}</p>
        </section>
        <section style={card}>
          <div style={heading}>{inApp('productPage.disclosure')}</div>
          {disclosure.map(([label, value]) => (
            <div key={label} style={{ marginBottom: 6 }}>
              <div style={{ ...secondary, fontSize: 13 }}>{label}</div>
              <div style={{ whiteSpace: 'pre-wrap' }}>{value || inApp('productPage.notStated')}</div>
            </div>
          ))}
        </section>
      </div>
    </div>
  )
}
