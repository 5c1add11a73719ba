import type { Deps } from '../../deps.ts'
import { insertOutboxText } from './sms-outbox.repo.ts'

/** Where one-time codes go. A real provider plugs in by configuration (`SMS_WEBHOOK_URL`). */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>
}

interface Logger {
  info(obj: object, msg: string): void
}

/**
 * The built-in provider for deployments without an SMS gateway: the text goes to the server log and
 * to an outbox that operators read in the console.
 */
export function outboxSmsProvider(deps: Pick<Deps, 'database' | 'clock'>, log: Logger): SmsProvider {
  return {
    async send(phone, text) {
      log.info({ phone, text }, 'sms (built-in provider)')
      await insertOutboxText(deps.database.db, { phone, text, now: deps.clock.now() })
    },
  }
}

/** Posts `{ to, text }` as JSON to the configured gateway; a failure is the caller's to report. */
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
      if (!response.ok) throw new Error(`sms gateway answered ${response.status}`)
    },
  }
}
