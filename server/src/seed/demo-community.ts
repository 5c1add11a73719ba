import type { Deps } from '../deps.ts'
import { inTransaction } from '../db/transaction.ts'
import { createAnnouncement } from '../modules/announcements/index.ts'
import { register } from '../modules/auth/index.ts'
import { createRedemptionCodes } from '../modules/redeem/index.ts'
import { confirmRecharge, createRecharge } from '../modules/wallet/index.ts'
import { addWebviewHost } from '../modules/webview/index.ts'
import type { PastEvent } from './demo-money.ts'

const DAY = 86_400

/** The demo user's team: two friends they invited, one friend of a friend, and one more level down. */
const TEAM = [
  { phone: '5550100002', nickname: 'Ana', invitedBy: 'demo' },
  { phone: '5550100003', nickname: 'Ben', invitedBy: 'demo' },
  { phone: '5550100004', nickname: 'Chloe', invitedBy: '5550100002' },
  { phone: '5550100005', nickname: 'Daichi', invitedBy: '5550100004' },
] as const

/**
 * The demo user's team, registered three days ago, and Ana's first recharge two days ago (it
 * completes, so the demo user's invitation reward for her is paid; Ben's is still Processing). The
 * recharge is returned as a past event, to be written in time order with the demo user's history.
 */
export async function seedDemoTeam(
  deps: Deps,
  demo: { userId: number; invitationCode: string },
  operatorId: number,
  channelId: number,
): Promise<PastEvent[]> {
  const codes = new Map<string, { id: number; code: string }>([
    ['demo', { id: demo.userId, code: demo.invitationCode }],
  ])
  const joined = { ...deps, clock: { now: () => deps.clock.now() - 3 * DAY } }
  for (const member of TEAM) {
    const inviter = codes.get(member.invitedBy)
    if (!inviter) throw new Error(`seed team: no inviter ${member.invitedBy}`)
    const { userInfo } = await register(joined, {
      phone: member.phone,
      password: 'demo1234',
      confirmPassword: 'demo1234',
      invitationCode: inviter.code,
      nickname: member.nickname,
      ip: 'seed',
    })
    codes.set(member.phone, { id: userInfo.id, code: userInfo.invitationCode })
  }
  const ana = codes.get('5550100002')
  if (!ana) return []
  let rechargeId = 0
  return [
    {
      secondsAgo: 2 * DAY,
      run: async (at) => {
        const recharge = await inTransaction(deps.database, (tx) =>
          createRecharge(
            { ...at(2 * DAY), db: tx },
            {
              userId: ana.id,
              recharge: {
                membershipNumber: 'M-2000-0002',
                payerAccount: '6222000033334444',
                amount: '50000',
                channelId,
              },
            },
          ),
        )
        rechargeId = recharge.id
      },
    },
    {
      secondsAgo: 2 * DAY - 600,
      run: (at) =>
        confirmRecharge(at(2 * DAY - 600), {
          rechargeId,
          operatorId,
          reference: `TRF-${String(rechargeId).padStart(8, '0')}`,
        }),
    },
  ]
}

/** Everything around the money: a welcome code, announcements and an allowed web page. */
export async function seedDemoCommunity(deps: Deps, operatorId: number): Promise<void> {
  await createRedemptionCodes(deps, {
    batch: {
      count: 1,
      reward: 'balance',
      amount: '1000',
      maxUses: 100_000,
      perUserLimit: 1,
      expiresAt: deps.clock.now() + 365 * DAY,
      note: 'Welcome gift, once per user',
    },
    operatorId,
    fixedCode: 'WELCOME2026',
  })

  await createAnnouncement(deps, {
    body: {
      title: 'Welcome to Harvest',
      bodyHtml:
        '<p>Thank you for joining. Every product shows its <strong>full payout schedule</strong> before you buy, and income is yours to receive as soon as it falls due.</p><p>Recharges are credited once our team confirms your payment, usually within 30 minutes.</p>',
      published: true,
      pinned: true,
    },
    operatorId,
  })
  await createAnnouncement(deps, {
    body: {
      title: 'Redeem your welcome gift',
      bodyHtml:
        '<p>Enter the code <strong>WELCOME2026</strong> on the Redeem page to receive 10.00 in your balance. Once per member.</p>',
      published: true,
    },
    operatorId,
  })
  await addWebviewHost(deps, { host: 'example.com', note: 'Demo page', operatorId })
}
