// Type-checks every part of the project with tsc, as many parts at once as the machine has cores,
// and fails if any part fails. Each part's output is printed whole once it is done, under its name.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import os from 'node:os'

// The largest first, so the small ones fill in at the end.
const PARTS = ['server', 'e2e', 'bench', 'web', 'admin', 'packages/client', 'packages/contracts']
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')

function check(part) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(process.execPath, [tsc, '-p', part], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      console.log(`tsc -p ${part}: ${code === 0 ? 'ok' : 'failed'} (${seconds} s)`)
      if (output) process.stdout.write(output)
      resolve(code === 0)
    })
  })
}

const queue = [...PARTS]
const worker = async () => {
  const results = []
  for (let part = queue.shift(); part; part = queue.shift()) results.push(await check(part))
  return results
}
const workers = Array.from({ length: Math.min(os.availableParallelism(), PARTS.length) }, worker)
const passed = (await Promise.all(workers)).flat().every(Boolean)
process.exitCode = passed ? 0 : 1
