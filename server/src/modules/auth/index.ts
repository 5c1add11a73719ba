export { installApiLimit } from './limits/api-limit.ts'
export { authModule } from './auth.module.ts'
export { register } from './sign-in/auth.service.ts'
export { authGuards } from './guards.ts'
export { createInvitationCodes } from './invitations/invitations.service.ts'
export { findLiveSessions } from './sessions/live-sessions.repo.ts'
export { addressWindows, hitOrRefuse } from './limits/rate-limit.service.ts'
export { purgeAuthRows } from './retention.service.ts'
export {
  findOperatorSession,
  findOperatorSessionById,
  findUserSession,
  redeemSocketTicket,
} from './sessions/sessions.repo.ts'
export { sessionControl } from './sessions/sessions.service.ts'
export { deliverDueTexts, outboxBacklog } from './sms/sms-delivery.service.ts'
export { webhookSmsProvider } from './sms/sms.ts'
export { PASSWORD_GUESSES_PER_TEN_MINUTES, stepUp } from './passwords/step-up.service.ts'
