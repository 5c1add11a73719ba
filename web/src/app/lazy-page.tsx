import { lazy, Suspense, useState, type ComponentType } from 'react'
import { DelayedLoading } from '../lib/placeholders/Loading.tsx'

/** A route page in its own chunk, and how to load that chunk before the page is first shown. */
export interface LazyPage {
  (): React.JSX.Element
  /** Loads the page's chunk; once it has arrived the page renders at once, without suspending. */
  preload: () => Promise<unknown>
}

/**
 * A route page loaded in its own chunk. When the chunk has already arrived (the landing page,
 * loaded before the first render) the page renders directly: a suspended first render would show
 * the placeholder and then hold the page back (React reveals suspended content no sooner than
 * 300 ms after a placeholder). Otherwise the loading placeholder appears only after 200 ms.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loaded: ComponentType | undefined
  const preload = () =>
    load().then((module) => {
      loaded = pick(module)
      return loaded
    })
  const Suspended = lazy(() => preload().then((Page) => ({ default: Page })))
  function Page() {
    // Decided once per mount, so a chunk arriving later never swaps the tree under a mounted page.
    const [Ready] = useState(() => loaded)
    if (Ready) return <Ready />
    return (
      <Suspense fallback={<DelayedLoading />}>
        <Suspended />
      </Suspense>
    )
  }
  return Object.assign(Page, { preload })
}
