import type { OperatorInfo, OperatorRole } from '@app/contracts'
import type { OperatorRow } from './operators.repo.ts'

export function presentOperator(row: OperatorRow): OperatorInfo {
  return {
    id: row.id,
    username: row.username,
    role: row.role as OperatorRole,
    disabled: row.disabled === 1,
    createdAt: row.created_at,
  }
}
