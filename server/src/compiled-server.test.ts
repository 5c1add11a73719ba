import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { AUTH_REGISTER } from '@app/contracts'
import { PLATFORM_READY } from '@app/contracts/platform'
import { freePort } from './testing/server-process.ts'

/**
 * Production runs the server compiled (`scripts/build-server.mjs`, `node server/dist/main.js`), not
 * its TypeScript: built here into a folder of its own beside `server/dist` and started as the image
 * starts it, it answers ready and reads what it reads beside its code (the common-password list).
 */

const root = path.resolve(import.meta.dirname, '../..')

const run = (args: string[]) =>
  new Promise<void>((resolve, reject) =>
    execFile(process.execPath, args, { cwd: root }, (error) => (error ? reject(error) : resolve())),
  )

async function statusWithin(url: string, ms: number): Promise<number | undefined> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    const status = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.status,
      () => undefined,
    )
    if (status === 200) return status
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return undefined
}

describe('the compiled server', () => {
  it('starts from server/dist as the image runs it', { timeout: 120_000 }, async () => {
    const outdir = `server/dist-check-${process.pid}`
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-'))
    try {
      await run(['scripts/build-server.mjs', '--outdir', outdir])
      const port = await freePort()
      const child = spawn(process.execPath, ['--enable-source-maps', `${outdir}/main.js`], {
        cwd: root,
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '0' },
        stdio: 'ignore',
      })
      try {
        const base = `http://127.0.0.1:${port}`
        expect(await statusWithin(base + PLATFORM_READY.path, 60_000)).toBe(200)
        const refused = await fetch(base + AUTH_REGISTER.path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            phone: '5550177001',
            password: 'password123',
            confirmPassword: 'password123',
            invitationCode: 'NONE0000',
          }),
        })
        expect(refused.status).toBe(400)
        expect(await refused.json()).toMatchObject({
          msg: 'This password is too common. Please choose another one.',
          data: { field: 'password' },
        })
      } finally {
        child.kill('SIGKILL')
      }
    } finally {
      fs.rmSync(path.join(root, outdir), { recursive: true, force: true })
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
