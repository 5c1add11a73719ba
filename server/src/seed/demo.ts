import type { Deps } from '../deps.ts'
import { hasAnyUser } from '../modules/account/index.ts'
import { countOperators, createOperator } from '../modules/operators/index.ts'
import { createInvitationCodes, register } from '../modules/auth/index.ts'
import { DEMO_JOINED_DAYS_AGO, seedDemoMoney } from './demo-money.ts'
import { seedDemoCommunity, seedDemoTeam } from './demo-community.ts'
import { seedDemoTranslations } from './demo-translations.ts'
import { createChannel, getMoneySettings, saveMoneySettings } from '../modules/wallet/index.ts'
import { markAllNotificationsRead } from '../modules/notifications/index.ts'
import { DEMO } from './demo-accounts.ts'

/** The demo's accounts (`demo-accounts.ts`); the data is made through the services the app and the console use. */
export { DEMO }

/** True when the database holds no user and no operator: only then is demo data seeded. */
export async function isEmptyDatabase(deps: Deps): Promise<boolean> {
  return !(await hasAnyUser(deps.db)) && (await countOperators(deps.db)) === 0
}

export async function seedDemo(deps: Deps): Promise<void> {
  const admin = await createOperator(deps, { ...DEMO.operator, role: 'admin', actorId: null })
  await createInvitationCodes(deps, {
    operatorId: admin.id,
    count: 1,
    maxUses: 1000,
    note: 'Demo launch code',
    code: DEMO.launchCode,
  })
  // The demo user joined before their history (four months ago), the team three days ago.
  const joined = { ...deps, clock: { now: () => deps.clock.now() - DEMO_JOINED_DAYS_AGO * 86_400 } }
  const { userInfo } = await register(joined, {
    phone: DEMO.user.phone,
    password: DEMO.user.password,
    confirmPassword: DEMO.user.password,
    invitationCode: DEMO.launchCode,
    nickname: DEMO.user.nickname,
    ip: 'seed',
    ownCode: DEMO.user.invitationCode,
  })
  const { id: channelId } = await createChannel(deps, {
    channel: {
      name: 'Bank transfer',
      companyName: 'Harvest Payments Ltd',
      companyNumber: '6222 0200 1122 3344',
      enabled: true,
      sort: 1,
    },
    operatorId: admin.id,
  })
  await createChannel(deps, {
    channel: {
      name: 'Mobile wallet',
      companyName: 'Harvest Mobile Pay',
      companyNumber: 'HMP-004-7731',
      enabled: true,
      sort: 2,
    },
    operatorId: admin.id,
  })
  const settings = await getMoneySettings(deps.database.db)
  await saveMoneySettings(deps, {
    settings: {
      rechargeExpiryMinutes: settings.recharge_expiry_minutes,
      withdrawFeeBp: settings.withdraw_fee_bp,
      withdrawMin: String(settings.withdraw_min),
      withdrawMax: String(settings.withdraw_max),
      withdrawDailyCount: settings.withdraw_daily_count,
      withdrawExpiryHours: settings.withdraw_expiry_hours,
      inviteRewardPoints: settings.invite_reward_points,
      presets: ['10000', '50000', '100000', '200000', '500000', '1000000'],
    },
    operatorId: admin.id,
  })
  const team = await seedDemoTeam(
    deps,
    { userId: userInfo.id, invitationCode: userInfo.invitationCode },
    admin.id,
    channelId,
  )
  await seedDemoMoney(deps, { userId: userInfo.id, operatorId: admin.id, channelId }, team)
  await seedDemoCommunity(deps, admin.id)
  await seedDemoTranslations(deps, admin.id)
  // The history's notifications were seen as it happened: the demo user starts with none unread,
  // and the first one they see is new (income falling due, an operator's decision).
  await markAllNotificationsRead(deps, userInfo.id)
}
