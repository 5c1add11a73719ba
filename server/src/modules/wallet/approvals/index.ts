/**
 * The approvals gate's face for the rest of the wallet: the actions it holds register with it
 * (`ApprovedAction`) and call it; the gate imports none of them (docs/architecture.md, decision 0070).
 */
export { purgeAloneDays } from './alone-days.service.ts'
export { type ApprovedAction } from './approved-action.ts'
export { approvalOpsRoutes } from './approvals.ops.routes.ts'
export { type ApprovalRow, requestersOf } from './approvals.repo.ts'
export {
  approveWaiting,
  askAnew,
  awaitingApproval,
  gateMoneyAction,
  keptReference,
} from './approvals.service.ts'
