/**
 * The compiled server that every server process of the tests and benchmarks runs, as `npm start`
 * runs it (`node --enable-source-maps <build>/main.js`; decision 0081): `scripts/build-server.mjs`
 * into a folder of its own at the depth of `server/dist`, with the entries only tests start beside
 * production's. The `unit` and `slow` projects build it once per run (`server-build-setup.ts`) and
 * hand its folder to every worker; anywhere else (a bench script) it is built once per process on
 * first use and removed when the process exits.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../../..')

/** The processes only tests start, built beside production's `main` and `migrate`. */
const TEST_ENTRIES = {
  'node-entry': 'server/src/realtime/testing/node-entry.ts',
  'commit-and-die': 'server/src/realtime/testing/commit-and-die.ts',
}

export type ServerEntry = 'main' | 'migrate' | keyof typeof TEST_ENTRIES

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's compiled server (absolute). */
    serverBuild: string
  }
}

/** Builds the server and the tests' entries into `outdir` (absolute, a folder beside `server/dist`). */
export function buildServer(outdir: string): Promise<void> {
  const entries = Object.entries(TEST_ENTRIES).flatMap(([name, source]) => ['--entry', `${name}=${source}`])
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ['scripts/build-server.mjs', '--outdir', outdir, ...entries],
      { cwd: root },
      (error, _stdout, stderr) =>
        error ? reject(new Error(`the server did not build:\n${stderr}`)) : resolve(),
    ),
  )
}

/** A folder for a build of this process's own: `server/dist-*` is ignored by git. */
export function buildFolderFor(label: string): string {
  return path.join(root, 'server', `dist-test-${label}`)
}

async function ownBuild(): Promise<string> {
  if (process.env.VITEST) {
    const { inject } = await import('vitest')
    const given = inject('serverBuild')
    if (given) return given
  }
  const outdir = buildFolderFor(String(process.pid))
  process.once('exit', () => fs.rmSync(outdir, { recursive: true, force: true }))
  await buildServer(outdir)
  return outdir
}

let built: Promise<string> | undefined

/** Node's arguments that start `entry` of the compiled server (building it on first use here). */
export async function compiledEntry(entry: ServerEntry): Promise<string[]> {
  built ??= ownBuild()
  return ['--enable-source-maps', path.join(await built, `${entry}.js`)]
}
