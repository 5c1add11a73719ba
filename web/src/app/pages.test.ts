import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { filesUnder } from '../../build/files.ts'
import { pageModules } from '../../build/landing-script.ts'
import { paths, pathKey, routeList } from '../lib/routes.ts'
import { pageLoaders } from './pages.ts'

const webRoot = path.resolve(import.meta.dirname, '../..')
const src = path.join(webRoot, 'src')

/** Every file a route's page may live in: `…Page.tsx` in `app/pages/` or a feature's `pages/`. */
const pageFiles = [
  ...filesUnder(path.join(src, 'app/pages'), 'app/pages/'),
  ...filesUnder(path.join(src, 'features'), 'features/'),
].filter((file) => /^(app|features\/[^/]+)\/pages\/[^/]+Page\.tsx$/.test(file))
const nameOf = (file: string) => file.replace(/^.*\/|\.tsx$/g, '')

describe('the route table', () => {
  it('names each page file exactly once, and each page of it has exactly one file', () => {
    const named = routeList.map(({ page }) => page)
    expect(new Set(named).size).toBe(named.length)
    expect(pageFiles.map(nameOf).sort()).toEqual([...named].sort())
  })

  it('gives every page its own address, none of them the entry or the splash', () => {
    const keys = [paths.entry, paths.splash, ...routeList.map(({ path }) => path)].map(pathKey)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('loads each page from its file, which exports the component the table names', async () => {
    for (const { name, page } of routeList) {
      const module = await pageLoaders[name]()
      expect(typeof module[page], `${name}: ${page}`).toBe('function')
    }
  })

  it('is what the build reads for the landing script', () => {
    const modules = pageModules(webRoot)
    for (const { name, page } of routeList) expect(nameOf(modules.get(name) ?? '')).toBe(page)
  })
})
