import { lazy, Suspense, type ComponentType } from 'react'
import { DelayedLoading } from '../lib/placeholders/Loading.tsx'

/** A route page loaded in its own chunk; the loading placeholder appears only after 200 ms. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })))
  return function LazyPage() {
    return (
      <Suspense fallback={<DelayedLoading />}>
        <Page />
      </Suspense>
    )
  }
}
