// The diff is shared with the server's audit CSV, so the console and the file read an entry alike.
export { auditDiff, type FieldChange } from '@app/contracts/audit-diff'
