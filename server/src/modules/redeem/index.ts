export { redeemChecks } from './invariants.service.ts'
export { redeemModule } from './redeem.module.ts'
export { createRedemptionCodes } from './redeem.service.ts'
