/** The receipt account's cool-down as the account and wallet contracts both give it. */
interface CoolDownFacts {
  changedAt: number | null
  withdrawableFrom: number | null
  passwordResetAt: number | null
}

/**
 * While a cool-down before withdrawals runs, the note that says what started it (a password reset
 * or a change of the receipt account), since when, and until when; null when none runs.
 */
export function coolDownNote(
  account: CoolDownFacts | null,
  format: (seconds: number) => string,
): { key: string; values: Record<string, string> } | null {
  if (!account || account.withdrawableFrom === null) return null
  const from = format(account.withdrawableFrom)
  if (account.passwordResetAt !== null)
    return { key: 'receiptPage.resetCoolDown', values: { resetAt: format(account.passwordResetAt), from } }
  if (account.changedAt !== null)
    return { key: 'receiptPage.coolDown', values: { changedAt: format(account.changedAt), from } }
  return null
}
