export { configModule } from './config.module.ts'
export { getSiteSettings } from './config.ops.service.ts'
export { getAppConfigRow } from './config.repo.ts'
export { getAppConfig } from './config.service.ts'
