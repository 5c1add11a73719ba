import fs from 'node:fs'
import path from 'node:path'

/** Every file under `dir`, as paths relative to it with forward slashes; none when it is absent. */
export function filesUnder(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`
    if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), `${relative}/`)
    return [relative]
  })
}
