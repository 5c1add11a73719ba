import type { Rolldown } from 'vite'

type Context = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1]

/** `id` and the modules it reaches through `edges` (importers or imports) that `matches`. */
function reached(
  id: string,
  context: Context,
  edges: 'importers' | 'importedIds',
  matches: (id: string) => boolean,
): string[] {
  const found: string[] = []
  const seen = new Set([id])
  const queue = [id]
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (matches(next)) found.push(next)
    for (const linked of context.getModuleInfo(next)?.[edges] ?? []) {
      if (!seen.has(linked)) {
        seen.add(linked)
        queue.push(linked)
      }
    }
  }
  return found
}

export interface FirstScreens {
  /** The first screens' page modules, by id. */
  screens: ReadonlySet<string>
  /** Modules left out, with every module that loads one of them: a library only later screens need. */
  exclude: RegExp
}

/**
 * Chunk-group names for the first screens: the pages an address most often opens and the modules
 * they load (statically, directly or through others) that a group of higher priority has not taken
 * (the entry's). What two or more of them load goes in `name`; what only one loads goes in a chunk
 * with that page (`name-Page`). So a first screen comes as two files, fetched with the entry by the
 * landing script, instead of a page chunk and a handful of small shared ones that each cost a
 * request. Modules that load an excluded one stay out, so neither file drags in what only later
 * screens need.
 */
export function firstScreensGroup(name: string, { screens, exclude }: FirstScreens) {
  return (id: string, context: Context): string | null => {
    const pages = reached(id, context, 'importers', (module) => screens.has(module))
    if (pages.length === 0) return null
    if (reached(id, context, 'importedIds', (module) => exclude.test(module)).length > 0) return null
    if (pages.length > 1) return name
    return `${name}-${pages[0]!.replace(/^.*[\\/]|\.[a-z]+$/g, '')}`
  }
}
