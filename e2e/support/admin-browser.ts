import fs from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

// Flags Chromium needs on the build machines; the networking ones stop it from flooding a closed
// network with refused connections.
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

function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium']
  return candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate))
}

/** Where Chromium is, or undefined: the console journeys then skip, unless REQUIRE_BROWSER=1. */
export const chromiumPath = findChromium()

if (!chromiumPath) {
  const text = 'Chromium not found (set CHROMIUM_PATH or install the Debian package "chromium")'
  if (process.env.REQUIRE_BROWSER === '1') throw new Error(`${text}; REQUIRE_BROWSER=1 forbids skipping.`)
  console.warn(`!!!!! ${text}: SKIPPING the operator console browser journeys. !!!!!`)
}

export function launchChromium(): Promise<Browser> {
  if (!chromiumPath) throw new Error('Chromium not found')
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS })
}
