export { accountModule } from './account.module.ts'
export { receiptCoolDown } from './account.service.ts'
export { countByLevel, findTeamOwner, listMembers, type MemberRow } from './invitation-tree.repo.ts'
export { type CoolDown, presentReceiptAccount } from './receipt.presenter.ts'
export { findReceiptAccount, type ReceiptAccountRow } from './receipt.repo.ts'
export { phonesOf, type WithPhone, type WithUserLabel } from './user-phones.repo.ts'
export { presentUser } from './user.presenter.ts'
export { getUserForConsole } from './users.ops.service.ts'
export {
  addToRechargeTotal,
  findUser,
  findUserById,
  findUserByInvitationCode,
  findUserByPhone,
  hasAnyUser,
  lockUserRow,
  markPasswordReset,
  updatePasswordHash,
} from './users.repo.ts'
export { createUser, type NewUser } from './users.service.ts'
