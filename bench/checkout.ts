/**
 * What the side-by-side scripts share: another checkout's modules loaded into this process (a base
 * commit checked out elsewhere, with its own node_modules), and the machine's load average to print
 * beside their figures. A script's part, not a test.
 */
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** The base's checkout, from `BASE_CHECKOUT`. */
export function baseCheckout(): string {
  const base = process.env.BASE_CHECKOUT
  if (!base) throw new Error('BASE_CHECKOUT: the path of the base commit checked out, with its node_modules')
  return base
}

type Loose = (...args: never[]) => Promise<unknown> | unknown

/** The exports of `files` (paths inside the checkout at `root`), merged into one record. */
export async function modulesOf(root: string, files: readonly string[]): Promise<Record<string, Loose>> {
  const modules: Record<string, Loose> = {}
  // One after another, in the order given: a later file's export of a name wins, as in a spread.
  for (const file of files)
    Object.assign(
      modules,
      (await import(pathToFileURL(path.resolve(root, file)).href)) as Record<string, Loose>,
    )
  return modules
}

/** The machine's load average over 1, 5 and 15 minutes. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')
