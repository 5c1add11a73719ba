import { OPERATOR_ROLES } from '@app/contracts'
import { ROLE_LABELS } from '../../../lib/operator.ts'

export const roleOptions = OPERATOR_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))
