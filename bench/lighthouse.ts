/**
 * First paint on a phone: Lighthouse's mobile preset (simulated 4G, a 4× slower CPU, 412×823) on
 * the real server, started as `npm start` starts it (a build, then the compiled server with the
 * demo data on a new SQLite file). Each page is opened directly by its address, RUNS times, as a
 * first visit (no HTTP cache, no service worker, nothing cached) by a signed-in demo user, and the
 * median run (by LCP) is printed: score, FCP, LCP, bytes over the wire and requests. Then the same
 * for a second visit (the service worker and HTTP cache kept from a visit just before).
 * Run: `npm run bench:lighthouse` (optional: RUNS=3, PAGES=home,products, NO_BUILD=1, CHROME_PATH,
 * REPORTS=<folder> to keep every run's Lighthouse JSON report there).
 */
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { AUTH_LOGIN } from '@app/contracts/auth'
import { DEMO } from '../server/src/seed/demo-accounts.ts'
import { kill, startServer } from '../server/src/testing/server-process.ts'

const RUNS = Math.max(1, Math.min(9, Number(process.env.RUNS ?? 3)))
const PAGES: Record<string, string> = {
  home: '/',
  products: '/#/pages/product/index',
  detail: '/#/pages/product/detail?id=1',
  wallet: '/#/pages/wallet/index',
  my: '/#/pages/my/index',
}
const chosen = (process.env.PAGES ?? Object.keys(PAGES).join(',')).split(',').filter((p) => p in PAGES)
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

interface Run {
  score: number
  fcp: number
  lcp: number
  bytes: number
  requests: number
}

const median = (runs: Run[]): Run => {
  const sorted = [...runs].sort((a, b) => a.lcp - b.lcp)
  return sorted[Math.floor(sorted.length / 2)] as Run
}

async function signIn(base: string): Promise<{ token: string; userInfo: unknown }> {
  const response = await fetch(base + AUTH_LOGIN.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: DEMO.user.phone, password: DEMO.user.password }),
  })
  const body = (await response.json()) as { data: { token: string; userInfo: unknown } }
  return body.data
}

async function main() {
  if (!process.env.NO_BUILD) execSync('npm run build', { stdio: 'ignore' })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))
  const server = await startServer({ DATA_DIR: dataDir }, { SEED_DEMO: '1', LOG_LEVEL: 'silent' })
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  try {
    const session = await signIn(server.base)
    const context = browser.contexts()[0]!
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(server.base + '/health/live')
    await page.evaluate(({ token, userInfo }) => {
      const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
        .localStorage
      storage.setItem('token', JSON.stringify(token))
      storage.setItem('userInfo', JSON.stringify(userInfo))
    }, session)
    const cdp = await context.newCDPSession(page)
    const forget = async () => {
      await cdp.send('Network.clearBrowserCache')
      await cdp.send('Storage.clearDataForOrigin', {
        origin: server.base,
        storageTypes: 'service_workers,cache_storage',
      })
    }
    const measure = async (url: string, label: string, attempt = 1): Promise<Run> => {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The signed-in user's token stays; the cache and service worker are cleared by `forget`.
        disableStorageReset: true,
      })
      const lhr = result!.lhr
      // Now and then Chromium's trace misses the navigation (NO_NAVSTART): that run measured nothing.
      if (lhr.runtimeError && attempt < 3) return measure(url, label, attempt + 1)
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${label}: ${lhr.runtimeError.code}`)
      if (process.env.REPORTS) {
        fs.mkdirSync(process.env.REPORTS, { recursive: true })
        fs.writeFileSync(path.join(process.env.REPORTS, `${label}.json`), JSON.stringify(lhr))
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
      const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items
      return {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        bytes: audit('total-byte-weight'),
        requests: requests?.length ?? 0,
      }
    }
    const line = (name: string, visit: string, run: Run) =>
      console.log(
        [
          name.padEnd(9),
          visit.padEnd(6),
          String(run.score).padStart(5),
          `${(run.fcp / 1000).toFixed(2)} s`.padStart(8),
          `${(run.lcp / 1000).toFixed(2)} s`.padStart(8),
          `${(run.bytes / 1024).toFixed(0)} KiB`.padStart(9),
          String(run.requests).padStart(8),
        ].join(' '),
      )
    console.log(`Lighthouse mobile preset, median of ${RUNS} by LCP, signed in as the demo user`)
    console.log('page      visit  score      FCP      LCP     bytes requests')
    for (const name of chosen) {
      const url = server.base + PAGES[name]
      const first: Run[] = []
      const second: Run[] = []
      for (let i = 0; i < RUNS; i++) {
        await forget()
        first.push(await measure(url, `${name}-first-${i + 1}`))
        second.push(await measure(url, `${name}-second-${i + 1}`))
      }
      line(name, 'first', median(first))
      line(name, 'second', median(second))
    }
  } finally {
    await browser.close().catch(() => undefined)
    chrome.kill()
    await kill(server)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
