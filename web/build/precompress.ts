import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'
import { filesUnder } from './files.ts'

/** Text files worth compressing; images and fonts are compressed formats already. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024

/**
 * Writes `name.br` (Brotli, best quality) and `name.gz` (gzip -9) beside every text file of the
 * build, once, so the server sends the smallest copy the browser accepts without compressing per
 * request. A copy that is not smaller than the file is not written.
 */
export function compressBuild(file: string): void {
  const raw = fs.readFileSync(file)
  const copies: [string, Buffer][] = [
    [
      '.br',
      brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    ],
    ['.gz', gzipSync(raw, { level: 9 })],
  ]
  for (const [suffix, packed] of copies)
    if (packed.length < raw.length) fs.writeFileSync(file + suffix, packed)
}

/** The Vite plugin: after everything else has written its files, compress the text ones. */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of filesUnder(outDir).map((name) => path.join(outDir, name)))
          if (TEXT.test(file) && fs.statSync(file).size >= MIN_BYTES) compressBuild(file)
      },
    },
  }
}
