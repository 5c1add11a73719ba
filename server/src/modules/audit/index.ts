export { auditModule } from './audit.module.ts'
export { recordAudit } from './audit.repo.ts'
export { auditedExport, zoneOf } from './exports.service.ts'
