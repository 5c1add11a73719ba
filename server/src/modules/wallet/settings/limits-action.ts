/**
 * A change of limits is an approval's action, not an audit action (the audit names
 * `money_settings`): kept apart from the files that write the audit log, whose action names the
 * console's audit sentences are checked against.
 */
export const LIMITS_CHANGE = 'limits.change'
