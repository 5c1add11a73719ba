import { i18n } from './i18n/i18n.ts'
import { isHttpError } from './request.ts'
import { showToast } from './toast.ts'

/**
 * After a failed call the user started: an HTTP error was already toasted by the request layer;
 * an unsuccessful body shows its message; a network failure or time-out says the service is away.
 */
export function toastFailure(error: unknown): void {
  if (isHttpError(error)) return
  const msg = typeof error === 'object' && error !== null && 'msg' in error ? error.msg : undefined
  void showToast(typeof msg === 'string' && msg ? msg : i18n.t('error.unavailable'), 'fail')
}
