import type { ContentLocale, ProductTextsBody } from '@app/contracts'
import type { Deps } from '../deps.ts'
import {
  listAnnouncementsForConsole,
  saveTexts as saveAnnouncementTexts,
} from '../modules/announcements/index.ts'
import { listProductsForConsole, saveTexts as saveProductTexts } from '../modules/products/index.ts'
import { listChannelsForConsole, saveChannelTexts } from '../modules/wallet/index.ts'

/** The demo's products, announcements and wallet types in Spanish and Japanese, by English name. */

const ISSUER = {
  es: 'Harvest Payments Ltd, el operador de esta aplicación. Ningún banco ni fondo externo lo respalda.',
  ja: '本アプリの運営会社であるHarvest Payments Ltdです。銀行や外部のファンドによる裏付けはありません。',
}
const RISKS = {
  es: 'No es un depósito bancario ni está cubierto por ninguna garantía de depósitos. Su dinero solo vuelve a medida que se hacen los pagos: si el operador no puede hacerlos, puede perder una parte o la totalidad.',
  ja: '銀行預金ではなく、預金保険などの保護の対象でもありません。お金は収益の支払いを通じてのみ戻ります。運営会社が支払えなくなった場合、一部または全部を失う可能性があります。',
}
const EARLY_EXIT = {
  es: 'Una inversión no se puede vender ni terminar antes de tiempo. Los pagos ya vencidos siguen siendo suyos y puede recibirlos en cualquier momento.',
  ja: '保有中の商品は売却することも、途中で解約することもできません。支払期日を迎えた収益は、いつでも受け取れます。',
}
const MATURITY = {
  es: (count: number, price: string, profit: string) =>
    `El plan termina con su último pago, el número ${count}. Para entonces, los pagos le habrán devuelto sus ${price} y ${profit} de beneficio; no se paga nada más y no tiene que hacer nada.`,
  ja: (count: number, price: string, profit: string) =>
    `最後の収益（第${count}回）の支払いをもって終了します。その時点で、収益によって購入代金${price}と利益${profit}が支払われています。それ以上の支払いはなく、お手続きも不要です。`,
}

type Words = Pick<ProductTextsBody, 'name' | 'overview' | 'description'>

interface ProductTranslation {
  /** Earnings count, price and profit as the maturity text says them, per language. */
  maturity: { count: number; es: [string, string]; ja: [string, string] }
  es: Words
  ja: Words
}

export const DEMO_PRODUCT_TRANSLATIONS: Record<string, ProductTranslation> = {
  'Starter Savings': {
    maturity: { count: 30, es: ['100,00', '0,20'], ja: ['100.00', '0.20'] },
    es: {
      name: 'Ahorro Inicial',
      overview: 'Un primer plan pequeño que paga cada día durante un mes.',
      description:
        'Paga 3,34 cada día durante 30 días, fines de semana incluidos: recupera sus 100,00 y 0,20 de beneficio, alrededor de un 2,43 % anual (simple, 365 días).',
    },
    ja: {
      name: 'スターター貯蓄',
      overview: '1か月間、毎日お支払いする小さな最初のプランです。',
      description:
        '週末を含め30日間、毎日3.34をお支払いします。購入代金100.00が戻り、利益は0.20、年利は約2.43%（単利、365日）です。',
    },
  },
  'Quick Yield': {
    maturity: { count: 2501, es: ['50,00', '0,02'], ja: ['50.00', '0.02'] },
    es: {
      name: 'Rendimiento Rápido',
      overview: 'Paga un poco cada dos minutos durante tres días y medio.',
      description:
        'Paga 0,02 cada dos minutos, 2501 veces: recupera sus 50,00 y 0,02 de beneficio, alrededor de un 4,20 % anual (simple, 365 días). Los ingresos vencen a los pocos minutos de la compra.',
    },
    ja: {
      name: 'クイック利回り',
      overview: '3日半の間、2分ごとに少しずつお支払いします。',
      description:
        '2分ごとに0.02を2501回お支払いします。購入代金50.00が戻り、利益は0.02、年利は約4.20%（単利、365日）です。購入から数分で最初の収益が受け取れます。',
    },
  },
  'Weekday Growth': {
    maturity: { count: 50, es: ['500,00', '4,00'], ja: ['500.00', '4.00'] },
    es: {
      name: 'Crecimiento Entre Semana',
      overview: 'Paga solo los días laborables, durante diez semanas.',
      description:
        'Paga 10,08 cada día laborable (de lunes a viernes), 50 veces en total: recupera sus 500,00 y 4,00 de beneficio, alrededor de un 4,2 % anual (simple, 365 días).',
    },
    ja: {
      name: '平日グロース',
      overview: '10週間、平日のみお支払いします。',
      description:
        '平日（月曜〜金曜）ごとに10.08を、合計50回お支払いします。購入代金500.00が戻り、利益は4.00、年利は約4.2%（単利、365日）です。',
    },
  },
  'Balanced Plan': {
    maturity: { count: 48, es: ['1.000,00', '4,64'], ja: ['1,000.00', '4.64'] },
    es: {
      name: 'Plan Equilibrado',
      overview: 'Ingresos diarios durante siete semanas.',
      description:
        'Paga 20,93 cada día durante 48 días: recupera sus 1.000,00 y 4,64 de beneficio, alrededor de un 3,52 % anual (simple, 365 días).',
    },
    ja: {
      name: 'バランスプラン',
      overview: '7週間、毎日収益をお支払いします。',
      description:
        '48日間、毎日20.93をお支払いします。購入代金1,000.00が戻り、利益は4.64、年利は約3.52%（単利、365日）です。',
    },
  },
  'Premium Harvest': {
    maturity: { count: 45, es: ['5.000,00', '38,65'], ja: ['5,000.00', '38.65'] },
    es: {
      name: 'Cosecha Premium',
      overview: 'Un plan mayor de días laborables para VIP 2.',
      description:
        'Paga 111,97 cada día laborable, 45 veces en total: recupera sus 5.000,00 y 38,65 de beneficio, alrededor de un 4,5 % anual (simple, 365 días).',
    },
    ja: {
      name: 'プレミアムハーベスト',
      overview: 'VIP 2向けの、より大きな平日プランです。',
      description:
        '平日ごとに111.97を、合計45回お支払いします。購入代金5,000.00が戻り、利益は38.65、年利は約4.5%（単利、365日）です。',
    },
  },
  'Elite Reserve': {
    maturity: { count: 40, es: ['10.000,00', '54,80'], ja: ['10,000.00', '54.80'] },
    es: {
      name: 'Reserva Élite',
      overview: 'Uno por miembro, con pagos diarios durante cuarenta días.',
      description:
        'Paga 251,37 cada día durante 40 días: recupera sus 10.000,00 y 54,80 de beneficio, un 5,00 % anual (simple, 365 días). Una compra por miembro.',
    },
    ja: {
      name: 'エリートリザーブ',
      overview: 'お一人様1口、40日間毎日お支払いします。',
      description:
        '40日間、毎日251.37をお支払いします。購入代金10,000.00が戻り、利益は54.80、年利は5.00%（単利、365日）です。ご購入はお一人様1回までです。',
    },
  },
}

export const DEMO_CHANNEL_TRANSLATIONS: Record<string, Record<ContentLocale, string>> = {
  'Bank transfer': { es: 'Transferencia bancaria', ja: '銀行振込' },
  'Mobile wallet': { es: 'Monedero móvil', ja: 'モバイルウォレット' },
}

const ANNOUNCEMENT_TRANSLATIONS: Record<
  string,
  Record<ContentLocale, { title: string; bodyHtml: string }>
> = {
  'Welcome to Harvest': {
    es: {
      title: 'Bienvenido a Harvest',
      bodyHtml:
        '<p>Gracias por unirse. Cada producto muestra su <strong>calendario de pagos completo</strong> antes de comprarlo, y los ingresos son suyos para recibirlos en cuanto vencen.</p><p>Las recargas se abonan cuando nuestro equipo confirma su pago, normalmente en menos de 30 minutos.</p>',
    },
    ja: {
      title: 'Harvestへようこそ',
      bodyHtml:
        '<p>ご登録ありがとうございます。すべての商品で、ご購入前に<strong>支払いスケジュールの全体</strong>をご確認いただけます。収益は支払期日を迎えるとすぐに受け取れます。</p><p>チャージは、担当チームがお支払いを確認した時点で反映されます。通常は30分以内です。</p>',
    },
  },
  'Redeem your welcome gift': {
    es: {
      title: 'Canjee su regalo de bienvenida',
      bodyHtml:
        '<p>Introduzca el código <strong>WELCOME2026</strong> en la página Canjear un código para recibir 10,00 en su saldo. Una vez por miembro.</p>',
    },
    ja: {
      title: 'ウェルカムギフトを受け取りましょう',
      bodyHtml:
        '<p>「コードの引き換え」ページでコード<strong>WELCOME2026</strong>を入力すると、残高に10.00が追加されます。お一人様1回限りです。</p>',
    },
  },
}

const LOCALES = ['es', 'ja'] as const

/** Writes the translations through the console's own services, as an operator would. */
export async function seedDemoTranslations(deps: Deps, operatorId: number): Promise<void> {
  for (const product of await listProductsForConsole(deps)) {
    const words = DEMO_PRODUCT_TRANSLATIONS[product.name]
    if (!words) continue
    for (const locale of LOCALES) {
      const [price, profit] = words.maturity[locale]
      const texts = {
        ...words[locale],
        issuer: ISSUER[locale],
        risks: RISKS[locale],
        maturity: MATURITY[locale](words.maturity.count, price, profit),
        earlyExit: EARLY_EXIT[locale],
      }
      await saveProductTexts(deps, { id: product.id, locale, texts, operatorId })
    }
  }
  for (const channel of await listChannelsForConsole(deps)) {
    const names = DEMO_CHANNEL_TRANSLATIONS[channel.name]
    if (!names) continue
    for (const locale of LOCALES)
      await saveChannelTexts(deps, { id: channel.id, locale, texts: { name: names[locale] }, operatorId })
  }
  for (const announcement of await listAnnouncementsForConsole(deps)) {
    const texts = ANNOUNCEMENT_TRANSLATIONS[announcement.title]
    if (!texts) continue
    for (const locale of LOCALES)
      await saveAnnouncementTexts(deps, { id: announcement.id, locale, texts: texts[locale], operatorId })
  }
}
