// Compiles the server for production: `server/src/main.ts` and the migration step into one
// JavaScript file each under `server/dist/` (the project's own TypeScript, the shared contracts
// included, bundled; every npm package left to `node_modules`), so a production start loads plain
// JavaScript instead of compiling TypeScript as it starts. The tests' server processes run the same
// build, made once per test run into a folder of its own (`server/src/testing/server-build.ts`);
// `npm run dev` still runs the sources through tsx.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// `--outdir <folder>` builds elsewhere (a test's own build); the folder must sit at the depth of
// `server/dist`, where the server finds the built app and console two levels up.
const asked = process.argv.indexOf('--outdir')
const outdir = path.resolve(root, asked > -1 ? (process.argv[asked + 1] ?? '') : 'server/dist')
// `--entry <name>=<source>` (repeatable) adds an entry: the tests' build adds the processes only
// tests start; the production build has none beyond `main` and `migrate`.
const added = Object.fromEntries(
  process.argv.flatMap((arg, i) => {
    if (process.argv[i - 1] !== '--entry') return []
    const [name, source] = arg.split('=')
    if (!name || !source) throw new Error(`--entry ${arg}: expected <name>=<source>`)
    return [[name, path.resolve(root, source)]]
  }),
)
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'server/package.json'), 'utf8'))
// npm packages stay external (loaded from node_modules at run time); the workspaces' sources are bundled.
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@app/'))

fs.rmSync(outdir, { recursive: true, force: true })
await build({
  entryPoints: {
    main: path.join(root, 'server/src/main.ts'),
    migrate: path.join(root, 'server/src/cli/migrate.ts'),
    ...added,
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  sourcemap: true,
  logLevel: 'warning',
})
// Read beside the code that reads it (`new URL('./common-passwords.txt', import.meta.url)`).
fs.copyFileSync(
  path.join(root, 'server/src/lib/common-passwords.txt'),
  path.join(outdir, 'common-passwords.txt'),
)
const names = ['main', 'migrate', ...Object.keys(added)]
console.log(`server built: ${names.map((name) => `${path.relative(root, outdir)}/${name}.js`).join(', ')}`)
