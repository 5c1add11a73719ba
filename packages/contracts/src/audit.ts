import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'
import { cursorQuery, pageOf } from './paging.ts'

/** The audit log: every operator change, with what it was before and after. */
export const auditLogRow = z.strictObject({
  id: z.number(),
  /** The operator's username. */
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.number(),
})
export type AuditLogRow = z.infer<typeof auditLogRow>

export const opsListAuditLog = endpoint({
  id: 'audit.opsList',
  method: 'GET',
  path: '/api/ops/audit-log',
  access: operatorsOf('admin'),
  summary: "Newest first; `q` matches the action, the target or the operator's name.",
  query: z.extend(cursorQuery, {
    q: z.optional(
      z.pipe(
        z.string(),
        z.transform((text) => text.slice(0, 100)),
      ),
    ),
  }),
  reply: pageOf(auditLogRow),
})
