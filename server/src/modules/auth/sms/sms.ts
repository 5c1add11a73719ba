import type { SmsProvider } from '../../../deps.ts'

/** A phone number for the log: only its last four digits. */
export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '••••' : `${'•'.repeat(phone.length - 4)}${phone.slice(-4)}`
}

/**
 * Posts `{ to, text }` as JSON to the configured gateway; any answer but 2xx, a time-out or a
 * refused connection throws (the outbox worker retries). The error names the status only.
 */
export function webhookSmsProvider(url: string, token: string | undefined): SmsProvider {
  return {
    async send(phone, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: phone, text }),
        signal: AbortSignal.timeout(10_000),
      })
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined)
      if (!response.ok) throw new Error(`sms gateway answered ${response.status}`)
    },
  }
}
