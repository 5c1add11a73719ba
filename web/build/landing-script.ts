import path from 'node:path'
import { rolldown } from 'rolldown'
import type { Plugin, Rolldown } from 'vite'
import { routeList } from '../src/lib/routes.ts'
import { filesUnder } from './files.ts'

/**
 * Each page's module, by the route table's names: the file named after its component in
 * `src/app/pages/` or `src/features/<feature>/pages/` (the same files `src/app/pages.ts` loads).
 */
export function pageModules(webRoot: string): Map<string, string> {
  const src = path.join(webRoot, 'src')
  const files = [
    ...filesUnder(path.join(src, 'app/pages'), 'app/pages/'),
    ...filesUnder(path.join(src, 'features'), 'features/'),
  ].filter((file) => /^(app|features\/[^/]+)\/pages\/[^/]+Page\.tsx$/.test(file))
  const modules = new Map<string, string>()
  for (const { name, page } of routeList) {
    const file = files.find((candidate) => candidate.endsWith(`/${page}.tsx`))
    if (!file) throw new Error(`landing-script: no file for the page ${name} (${page}.tsx)`)
    modules.set(name, path.join(src, file))
  }
  return modules
}

/** A chunk's file and every file it imports, directly or through others. */
function withImports(bundle: Rolldown.OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into
  into.add(fileName)
  const chunk = bundle[fileName]
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) withImports(bundle, imported, into)
  return into
}

/**
 * For each page, the files its chunk needs that the page's document does not already load (the
 * entry and what it imports), as addresses.
 */
export function landingFiles(
  bundle: Rolldown.OutputBundle,
  pages: Map<string, string>,
  base: string,
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
  const loaded = new Set<string>()
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) withImports(bundle, entry.fileName, loaded)
  const files: Record<string, string[]> = {}
  for (const [page, module] of pages) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(module))
    if (!chunk) throw new Error(`landing-script: no chunk was built for the page ${page} (${module})`)
    files[page] = [...withImports(bundle, chunk.fileName)]
      .filter((file) => !loaded.has(file))
      .map((file) => base + file)
  }
  return files
}

/** `module` bundled on its own into one script that runs as it is read (no imports, no exports). */
async function inlineScript(module: string): Promise<string> {
  const build = await rolldown({ input: module, platform: 'browser', logLevel: 'silent' })
  try {
    const { output } = await build.generate({ format: 'iife', minify: true })
    const code = output[0].code.trim()
    if (code.includes('</script')) throw new Error('landing-script: the script would end the page’s tag')
    return code
  } finally {
    await build.close()
  }
}

/**
 * Puts `module` first in the page as an inline script: it runs while the page is still being read
 * and starts loading the files of the page the address opens, listed per page in its `data-files`
 * (the server cannot see the address's hash to preload them), and that page's first GETs. The
 * server allows this one script by its hash (the page's content-security policy names no other).
 */
export function landingScript(module: string): Plugin {
  let root = process.cwd()
  let base = '/'
  return {
    name: 'landing-script',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, { bundle }) {
        if (!bundle) return []
        const files = landingFiles(bundle, pageModules(root), base)
        return [
          {
            tag: 'script',
            attrs: { 'data-files': JSON.stringify(files) },
            children: await inlineScript(path.join(root, module)),
            injectTo: 'head-prepend',
          },
        ]
      },
    },
  }
}
