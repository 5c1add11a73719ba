export { installApiLimit } from './api-limit.ts'
export { authModule } from './auth.module.ts'
export { register } from './auth.service.ts'
export { authGuards } from './guards.ts'
export { createInvitationCodes } from './invitations.service.ts'
export { findLiveSessions } from './live-sessions.repo.ts'
export { addressWindows, hitOrRefuse } from './rate-limit.service.ts'
export { purgeAuthRows } from './retention.service.ts'
export {
  findOperatorSession,
  findOperatorSessionById,
  findUserSession,
  redeemSocketTicket,
} from './sessions.repo.ts'
export { sessionControl } from './sessions.service.ts'
export { deliverDueTexts, outboxBacklog } from './sms-delivery.service.ts'
export { webhookSmsProvider } from './sms.ts'
export { stepUp } from './step-up.service.ts'
