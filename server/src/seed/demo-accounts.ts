/**
 * The demo's accounts and codes, apart from the seeding that uses them, so that the settings check
 * can refuse the demo operator's public password without importing the services seeding needs.
 */
export const DEMO = {
  operator: { username: 'admin', password: 'admin1234' },
  user: { phone: '5550100001', password: 'demo1234', invitationCode: 'DEMO2026', nickname: 'Demo User' },
  /** The operator-issued code the demo user signed up with. */
  launchCode: 'LAUNCH2026',
} as const
