import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SETTING_VARIABLES } from './env.ts'

/** One variable as the README's settings table documents it; `–` in the Default column is undefined. */
interface DocumentedSetting {
  name: string
  default: string | undefined
}

/**
 * The rows of the `| Variable | Default | Meaning |` table. A row may document several variables
 * (`ADMIN_USERNAME`, `ADMIN_PASSWORD`); each gets the row's default.
 */
function documentedSettings(readme: string): DocumentedSetting[] {
  const lines = readme.split('\n')
  const header = lines.findIndex((line) => /^\|\s*Variable\s*\|\s*Default\s*\|\s*Meaning\s*\|/.test(line))
  if (header === -1) throw new Error('README.md has no | Variable | Default | Meaning | table')
  const body = lines.slice(header + 2)
  const end = body.findIndex((line) => !line.startsWith('|'))
  const rows = end === -1 ? body : body.slice(0, end)
  return rows.flatMap((row) => {
    const [, variables = '', defaultCell = ''] = row.split('|').map((cell) => cell.trim())
    const shown = defaultCell.replace(/^`(.*)`$/, '$1')
    const documentedDefault = shown === '–' || shown === '-' || shown === '' ? undefined : shown
    return [...variables.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name = '']) => ({
      name,
      default: documentedDefault,
    }))
  })
}

const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
const documented = documentedSettings(readme)

describe("the README's settings table", () => {
  it('documents exactly the variables the server reads', () => {
    const read = SETTING_VARIABLES.map((v) => v.name).sort()
    expect(documented.map((d) => d.name).sort()).toEqual(read)
  })

  it.each(SETTING_VARIABLES.map((setting) => [setting.name, setting]))(
    "gives %s the schema's default",
    (name, setting) => {
      const row = documented.find((d) => d.name === name)
      expect(row, `${name} is not in the table`).toBeDefined()
      expect(row?.default).toBe(setting.default)
    },
  )
})
