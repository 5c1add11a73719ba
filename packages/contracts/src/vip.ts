import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'

/**
 * VIP levels: operator thresholds on a user's completed recharges. Level 0 needs nothing; a
 * product's minimum VIP level gates who may buy it.
 */
export const vipLevelRow = z.strictObject({
  level: z.number(),
  /** Completed recharges needed, in minor units. */
  minRechargeTotal: z.string(),
})
export type VipLevelRow = z.infer<typeof vipLevelRow>

export const vipLevelsBody = z.strictObject({
  levels: z
    .array(
      z.strictObject({
        level: z.number().check(z.int(), z.minimum(0), z.maximum(20)),
        minRechargeTotal: z.string().check(z.regex(/^(0|[1-9][0-9]{0,12})$/, 'validation.amountInvalid')),
      }),
    )
    .check(z.minLength(1, 'validation.vipLevelsInvalid'), z.maxLength(21, 'validation.vipLevelsInvalid')),
})
export type VipLevelsBody = z.infer<typeof vipLevelsBody>

export const VIP_LIST = endpoint({
  id: 'vip.list',
  method: 'GET',
  path: '/api/vip-levels',
  access: 'public',
  summary: 'The VIP levels and the completed recharges each needs.',
  reply: z.array(vipLevelRow),
})

export const VIP_OPS_LIST = endpoint({
  id: 'vip.opsList',
  method: 'GET',
  path: '/api/ops/vip-levels',
  access: operatorsOf('admin'),
  summary: 'The VIP levels, for the console.',
  reply: z.array(vipLevelRow),
})

export const VIP_OPS_REPLACE = endpoint({
  id: 'vip.opsReplace',
  method: 'PUT',
  path: '/api/ops/vip-levels',
  access: operatorsOf('admin'),
  summary: 'Replaces the thresholds: levels 0, 1, 2… whose thresholds never decrease; level 0 needs nothing.',
  body: vipLevelsBody,
  reply: z.array(vipLevelRow),
})
