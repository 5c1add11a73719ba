import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { textsLocaleParams, translatedText } from './content-texts.ts'
import { endpoint } from './endpoint.ts'
import { idParams } from './paging.ts'

/** A payment channel's name in every language: English (stored on the channel) and the others. */
export const channelTexts = z.strictObject({
  id: z.number(),
  english: z.strictObject({ name: z.string() }),
  texts: z.strictObject({
    es: z.nullable(z.strictObject({ name: z.string() })),
    ja: z.nullable(z.strictObject({ name: z.string() })),
  }),
})
export type ChannelTexts = z.infer<typeof channelTexts>

export const channelTextsBody = z.strictObject({ name: translatedText(64, 'validation.channelNameTooLong') })
export type ChannelTextsBody = z.infer<typeof channelTextsBody>

export const WALLET_OPS_GET_CHANNEL_TEXTS = endpoint({
  id: 'wallet.opsGetChannelTexts',
  method: 'GET',
  path: '/api/ops/payment-channels/:id/texts',
  access: operatorsOf('admin', 'finance'),
  summary: "A payment channel's name in English and in every other language.",
  params: idParams,
  reply: channelTexts,
})

export const WALLET_OPS_SAVE_CHANNEL_TEXTS = endpoint({
  id: 'wallet.opsSaveChannelTexts',
  method: 'PUT',
  path: '/api/ops/payment-channels/:id/texts/:locale',
  access: operatorsOf('admin'),
  summary: "Saves a payment channel's name in one language (es, ja); empty shows the English name.",
  params: textsLocaleParams,
  body: channelTextsBody,
  reply: channelTexts,
  message: 'content.textsSaved',
})
