import { OPERATOR_ROLES } from '@app/contracts'
import { roleLabel } from '../../../lib/operator.ts'

/** The roles to pick from, named in the console's language (read when a form renders). */
export const roleOptions = () => OPERATOR_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))
