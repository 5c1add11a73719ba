/**
 * Writes docs/api.md from the endpoint declarations (`npm run docs:api`); with `--check`, exits 1
 * when the file on disk differs from what the declarations say.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { apiMarkdown } from '../docs/api-reference.ts'
import { openApiDocument } from '../docs/openapi.ts'

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/api.md')
const text = apiMarkdown(openApiDocument())
if (process.argv.includes('--check')) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : ''
  if (current !== text) {
    console.error('docs/api.md is stale: run npm run docs:api')
    process.exit(1)
  }
  console.log('docs/api.md matches the declarations')
} else {
  fs.writeFileSync(target, text)
  console.log(`wrote docs/api.md (${text.split('\n').length} lines)`)
}
