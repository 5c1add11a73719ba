import { afterAll, beforeAll, describe } from 'vitest'
import {
  apiData,
  chromiumPath,
  launchBrowser,
  logIn,
  openPhone,
  type AppBrowser,
  type AppPage,
} from './browser.ts'
import { openConsole, type ConsolePage } from './console.ts'
import { startTestServer, type TestServer } from './server.ts'

export interface JourneyOptions {
  /**
   * One app page at the phone viewport for the whole journey: `'signed-in'` as the demo user, or
   * `'signed-out'`. Without it, steps open their own phones (`openPhone`).
   */
  app?: 'signed-in' | 'signed-out'
  /** One operator console page at the desktop size for the whole journey (not signed in). */
  console?: boolean
  /** Permissions the journey's pages get on the server's origin, e.g. the clipboard. */
  permissions?: string[]
  /**
   * Hours withdrawals wait after a receipt account is set or changed (`RECEIPT_COOLDOWN_HOURS`).
   * 0 unless a journey of the cool-down asks: the others set the demo user's first account and
   * withdraw at once.
   */
  receiptCooldownHours?: number
}

/**
 * What a journey's steps work with. The objects exist when the steps are declared and are filled in
 * before the first step runs, so they can be destructured at the top of the journey.
 */
export interface Journey {
  /** A real server on a fresh database with the demo data (see `startTestServer`). */
  server: TestServer
  /** The worker's Chromium, shared with the journeys it runs before and after this one. */
  chrome: AppBrowser
  /** The app page (option `app`). */
  app: AppPage
  /** The operator console page (option `console`). */
  operator: ConsolePage
  /** A fresh phone (empty storage) on this journey's server; the step closes its context when done. */
  openPhone(): Promise<AppPage>
  /** A JSON call to this journey's server that must succeed; returns the reply's `data` (see `apiData`). */
  api<T>(route: string, init?: Parameters<typeof apiData>[2]): Promise<T>
}

/**
 * A browser journey: starts the server (and the worker's Chromium, if it is not running yet) before
 * the first step, opens the pages the options ask for, and closes the server and every page it
 * opened after the last step. Skipped when no Chromium is found (unless REQUIRE_BROWSER=1).
 */
export function describeJourney(name: string, steps: (journey: Journey) => void): void
export function describeJourney(
  name: string,
  options: JourneyOptions,
  steps: (journey: Journey) => void,
): void
export function describeJourney(
  name: string,
  optionsOrSteps: JourneyOptions | ((journey: Journey) => void),
  maybeSteps?: (journey: Journey) => void,
): void {
  const options = typeof optionsOrSteps === 'function' ? {} : optionsOrSteps
  const steps = typeof optionsOrSteps === 'function' ? optionsOrSteps : maybeSteps
  if (!steps) throw new Error(`journey "${name}" has no steps`)

  describe.skipIf(!chromiumPath)(name, () => {
    const journey: Journey = {
      server: {} as TestServer,
      chrome: {} as AppBrowser,
      app: {} as AppPage,
      operator: {} as ConsolePage,
      openPhone: () => openPhone(journey.chrome.browser, journey.server.url),
      api: (route, init) => apiData(journey.server.url, route, init),
    }

    beforeAll(() => setUp(journey, options))

    afterAll(async () => {
      await journey.chrome.close?.()
      await journey.server.close?.()
    })

    steps(journey)
  })
}

/** Starts the server and gets the worker's Chromium, then opens the pages the options ask for. */
async function setUp(journey: Journey, options: JourneyOptions): Promise<void> {
  Object.assign(
    journey.server,
    await startTestServer({ receiptCooldownHours: options.receiptCooldownHours ?? 0 }),
  )
  Object.assign(journey.chrome, await launchBrowser())
  const grant = { origin: journey.server.url }
  if (options.console) {
    Object.assign(journey.operator, await openConsole(journey.chrome.browser, journey.server.url))
    if (options.permissions) await journey.operator.context.grantPermissions(options.permissions, grant)
  }
  if (options.app) {
    Object.assign(journey.app, await journey.openPhone())
    if (options.permissions) await journey.app.context.grantPermissions(options.permissions, grant)
    if (options.app === 'signed-in') await logIn(journey.app.page)
  }
}
