import type { ComponentType } from 'react'
import { routeList, type PageName } from '../lib/routes.ts'
import { lazyPage, type LazyPage } from './lazy-page.tsx'

type PageModule = Record<string, ComponentType>
type PageLoader = () => Promise<PageModule>

/** Every page module by its file's name (`HomePage`), each loaded in a chunk of its own when asked for. */
const modules = import.meta.glob<PageModule>(['./pages/*Page.tsx', '../features/*/pages/*Page.tsx'])
const byFile = new Map(
  Object.entries(modules).map(([file, load]) => [file.replace(/^.*\/|\.tsx$/g, ''), load]),
)

/**
 * How each page of the route table is loaded, without rendering: the entry starts the landing
 * page's load before the app renders. `pages.test.ts` checks that each page's file and component
 * exist, and that no page file is left out of the table.
 */
export const pageLoaders = Object.fromEntries(
  routeList.map(({ name, page }) => [name, byFile.get(page)]),
) as Record<PageName, PageLoader>

/** Every page of the app, each in its own chunk. Features are composed here, never in each other. */
export const pages = Object.fromEntries(
  routeList.map(({ name, page }) => [
    name,
    lazyPage(pageLoaders[name], (module) => module[page] as ComponentType),
  ]),
) as Record<PageName, LazyPage>
