import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, expect, it } from 'vitest'
import { describeEachDialect } from './testing/each-dialect.ts'

const root = path.resolve(import.meta.dirname, '../..')
// The app as `npm run build` makes it, into a folder of this test's own.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'))
execFileSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--config',
    'web/vite.config.ts',
    '--outDir',
    dist,
    '--emptyOutDir',
    '--logLevel',
    'error',
  ],
  { cwd: root, stdio: 'inherit' },
)
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
const entry = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1] ?? ''
const entryBytes = () => fs.readFileSync(path.join(dist, entry))

describeEachDialect(
  'the built app as the server sends it',
  (ctx) => {
    it('sends a hashed script as Brotli, or gzip to a browser without it, cached a year as immutable', async () => {
      expect(entry).not.toBe('')
      const br = await ctx().call({
        method: 'GET',
        url: entry,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      })
      expect(br.statusCode).toBe(200)
      expect(br.headers['content-encoding']).toBe('br')
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(br.headers['vary']).toMatch(/accept-encoding/i)
      expect(brotliDecompressSync(br.rawPayload).equals(entryBytes())).toBe(true)

      const gz = await ctx().call({ method: 'GET', url: entry, headers: { 'accept-encoding': 'gzip' } })
      expect(gz.headers['content-encoding']).toBe('gzip')
      expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(gunzipSync(gz.rawPayload).equals(entryBytes())).toBe(true)

      const plain = await ctx().call({
        method: 'GET',
        url: entry,
        headers: { 'accept-encoding': 'identity' },
      })
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.rawPayload.equals(entryBytes())).toBe(true)
    })

    it('revalidates the page by its ETag, so a new release is picked up at once', async () => {
      for (const url of ['/', '/index.html']) {
        const page = await ctx().call({ method: 'GET', url, headers: { 'accept-encoding': 'br' } })
        expect(page.statusCode).toBe(200)
        expect(page.headers['content-encoding']).toBe('br')
        expect(page.headers['cache-control']).toBe('no-cache')
        const etag = String(page.headers['etag'])
        expect(etag).not.toBe('undefined')
        const again = await ctx().call({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'br', 'if-none-match': etag },
        })
        expect(again.statusCode).toBe(304)
      }
    })

    it('compressed copies were written once at build time, never for files too small to gain', () => {
      const assets = fs.readdirSync(path.join(dist, 'assets'))
      const scripts = assets.filter((f) => f.endsWith('.js'))
      for (const file of scripts) {
        const size = fs.statSync(path.join(dist, 'assets', file)).size
        if (size >= 1024) expect(assets).toContain(`${file}.br`)
        else expect(assets).not.toContain(`${file}.br`)
      }
    })

    it('allows the page its one inline script (the landing script) by hash, and no other', async () => {
      const page = await ctx().call({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
      const inline = [...page.body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      expect(inline).toHaveLength(1)
      const hash = createHash('sha256').update(inline[0]![1]!, 'utf8').digest('base64')
      const policy = String(page.headers['content-security-policy'])
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`)
      expect(policy).not.toMatch(/script-src[^;]*unsafe/)
      // What it preloads for each page is a file the build wrote.
      const files = JSON.parse(
        /data-files="([^"]*)"/.exec(page.body)![1]!.replaceAll('&quot;', '"'),
      ) as Record<string, string[]>
      expect(Object.keys(files)).toContain('home')
      for (const file of Object.values(files).flat()) expect(fs.existsSync(path.join(dist, file))).toBe(true)
    })

    it('answers a missing hashed file 404, not with the page', async () => {
      const missing = await ctx().call({ method: 'GET', url: '/assets/index-00000000.js' })
      expect(missing.statusCode).toBe(404)
      expect(missing.headers['content-type']).toMatch(/json/)
    })
  },
  {},
  { clients: { web: dist, admin: path.join(dist, 'no-console') } },
)
