export { vipModule } from './vip.module.ts'
export { userVipLevelOf } from './vip.repo.ts'
export { replaceVipLevels, userVipLevel, vipStanding } from './vip.service.ts'
