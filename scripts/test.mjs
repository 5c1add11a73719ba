// The README's test command (`npm test`) in three stages, each timed:
//   1. the static checks and the build side by side (typecheck, eslint, prettier, vite build);
//   2. the unit projects (unit, web, admin);
//   3. the browser journeys, on the build of stage 1.
// A stage runs only if the one before passed. The static checks all finish, so one run shows every
// problem they find; each one's output is printed whole once it is done, under its name.
import { spawn } from 'node:child_process'
import path from 'node:path'

const bin = (name) => path.resolve('node_modules/.bin', name)

const STATIC = [
  { name: 'typecheck', command: [process.execPath, 'scripts/typecheck.mjs'] },
  { name: 'eslint', command: [bin('eslint'), '--max-warnings=0', '.'] },
  { name: 'prettier', command: [bin('prettier'), '--check', '.'] },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
]
const UNIT = [bin('vitest'), 'run', '--project', 'unit', '--project', 'web', '--project', 'admin']
const E2E = [bin('vitest'), 'run', '--project', 'e2e']

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`

/** Runs a command; its output is streamed, or kept and returned when `quiet`. */
function run([command, ...args], { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }))
    child.on('close', (code) => resolve({ ok: code === 0, output }))
  })
}

const times = []

async function staticStage() {
  const started = Date.now()
  const results = await Promise.all(
    STATIC.map(async ({ name, command }) => {
      const since = Date.now()
      const { ok, output } = await run(command, { quiet: true })
      const line = `${name}: ${ok ? 'ok' : 'FAILED'} (${seconds(since)})`
      console.log(`\n--- ${line}`)
      if (output) process.stdout.write(output)
      return { ok, line }
    }),
  )
  const ok = results.every((result) => result.ok)
  times.push(
    `static checks and build: ${ok ? 'ok' : 'FAILED'} ${seconds(started)} (${results.map((r) => r.line).join('; ')})`,
  )
  return ok
}

async function stage(name, command) {
  const started = Date.now()
  console.log(`\n=== ${name}`)
  const { ok } = await run(command)
  times.push(`${name}: ${ok ? 'ok' : 'FAILED'} ${seconds(started)}`)
  return ok
}

const started = Date.now()
const passed =
  (await staticStage()) &&
  (await stage('unit, web and admin tests', UNIT)) &&
  (await stage('browser journeys', E2E))
console.log(`\n=== npm test: ${passed ? 'passed' : 'FAILED'} in ${seconds(started)}`)
for (const line of times) console.log(`    ${line}`)
process.exitCode = passed ? 0 : 1
