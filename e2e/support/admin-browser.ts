import { chromium, type Browser } from 'playwright-core'
import { chromiumPath } from './browser.ts'

// The shared launcher passes --user-data-dir in args, which Playwright refuses; until it does not,
// the console journeys launch Chromium here with the same flags (Chromium discovery and the
// skip/REQUIRE_BROWSER logic stay shared).
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export { chromiumPath }

export interface AdminBrowser {
  browser: Browser
  close(): Promise<void>
}

export async function launchAdminBrowser(): Promise<AdminBrowser> {
  if (!chromiumPath) throw new Error('Chromium not found')
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS })
  return { browser, close: () => browser.close() }
}
