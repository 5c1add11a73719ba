import type { Deps, SmsProvider } from '../../deps.ts'
import { hideCodes } from '../../lib/tokens.ts'
import { insertOutboxText } from './sms-outbox.repo.ts'

interface Logger {
  info(obj: object, msg: string): void
}

/** A phone number for the log: only its last four digits. */
export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '••••' : `${'•'.repeat(phone.length - 4)}${phone.slice(-4)}`
}

/**
 * The built-in provider for deployments without an SMS gateway: nothing is delivered. The log says
 * only that a text went to a masked phone, and the outbox operators read keeps the text with its
 * code hidden, so no operator and no log reader can use someone else's one-time code.
 */
export function outboxSmsProvider(deps: Pick<Deps, 'database' | 'clock'>, log: Logger): SmsProvider {
  return {
    async send(phone, text) {
      log.info({ phone: maskPhone(phone) }, 'sms kept in the outbox, code hidden (built-in provider)')
      await insertOutboxText(deps.database.db, { phone, text: hideCodes(text), now: deps.clock.now() })
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
