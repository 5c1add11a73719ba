/**
 * The app's routing: hash URLs (`/#/pages/product/detail?id=1`), exact static paths, one layout
 * level (the tab pages) and a fallback. Pages import from here, never from a routing library: the
 * app needs this little, and a general router cost a fifth of the first screen's JavaScript.
 */
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { parsePath, pathKey } from './routes.ts'

export { parsePath }

export interface Location {
  pathname: string
  /** `?a=b`, or empty. */
  search: string
}

/** A page at an exact path; a route with `children` and no path is a layout around them. */
export interface RouteObject {
  path?: string
  element: ReactNode
  children?: RouteObject[]
}

export interface NavigateOptions {
  replace?: boolean
}

export interface Router {
  readonly routes: RouteObject[]
  readonly state: { location: Location }
  /** Goes to an app path (`/pages/my/index?tab=2`), or `-1` for back. */
  navigate(to: string | number, options?: NavigateOptions): void
  /** The `href` of a link to `to`. */
  createHref(to: string): string
  subscribe(onChange: () => void): () => void
}

/** One history, in the URL's hash or in memory (tests); both count entries like the browser does. */
function makeRouter(
  routes: RouteObject[],
  history: {
    read(): Location
    write(to: string, replace: boolean): void
    back(): void
    watch(onChange: () => void): void
  },
  href: (to: string) => string,
): Router {
  const listeners = new Set<() => void>()
  const state = { location: history.read() }
  const changed = () => {
    state.location = history.read()
    for (const listener of listeners) listener()
  }
  history.watch(changed)
  return {
    routes,
    state,
    navigate(to, options = {}) {
      if (typeof to === 'number') return history.back()
      history.write(to, options.replace ?? false)
      changed()
    },
    createHref: href,
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
  }
}

/** The entry's index in `history.state.idx`, so a page can tell whether "back" stays in the app. */
export function createHashRouter(routes: RouteObject[]): Router {
  const index = () => Number((window.history.state as { idx?: number } | null)?.idx ?? 0)
  if (!window.location.hash) window.history.replaceState({ idx: 0 }, '', '#/')
  else if ((window.history.state as { idx?: number } | null)?.idx === undefined)
    window.history.replaceState({ idx: 0 }, '', window.location.hash)
  return makeRouter(
    routes,
    {
      read: () => parsePath(window.location.hash.slice(1)),
      write: (to, replace) =>
        replace
          ? window.history.replaceState({ idx: index() }, '', `#${to}`)
          : window.history.pushState({ idx: index() + 1 }, '', `#${to}`),
      back: () => window.history.back(),
      // The back button, a typed address, or another script changing the hash.
      watch: (onChange) => window.addEventListener('popstate', onChange),
    },
    (to) => `#${to}`,
  )
}

/** A router over a list of entries, for tests. */
export function createMemoryRouter(
  routes: RouteObject[],
  { initialEntries = ['/'] }: { initialEntries?: string[] } = {},
): Router {
  const entries = [...initialEntries]
  let at = entries.length - 1
  let onBack = () => {}
  return makeRouter(
    routes,
    {
      read: () => parsePath(entries[at] ?? '/'),
      write: (to, replace) => {
        if (replace) entries[at] = to
        else entries.splice(++at, entries.length, to)
      },
      back: () => {
        if (at === 0) return
        at -= 1
        onBack()
      },
      watch: (onChange) => (onBack = onChange),
    },
    (to) => to,
  )
}

const same = (a: string, b: string) => pathKey(a) === pathKey(b)

/** The route elements for a path, outermost first: [page], [layout, page], or the `*` route. */
export function matchRoutes(routes: RouteObject[], pathname: string): ReactNode[] {
  for (const route of routes) {
    if (route.children) {
      const child = route.children.find((c) => c.path !== undefined && same(c.path, pathname))
      if (child) return [route.element, child.element]
    } else if (route.path !== undefined && route.path !== '*' && same(route.path, pathname)) {
      return [route.element]
    }
  }
  const fallback = routes.find((route) => route.path === '*')
  return fallback ? [fallback.element] : []
}

const RouterContext = createContext<Router | null>(null)
const OutletContext = createContext<ReactNode>(null)

function useRouter(): Router {
  const router = useContext(RouterContext)
  if (!router) throw new Error('This component must be inside <RouterProvider>.')
  return router
}

/** Renders the page the current location matches, re-rendering on every navigation. */
export function RouterProvider({ router }: { router: Router }): ReactNode {
  const location = useSyncExternalStore(router.subscribe, () => router.state.location)
  const [outer, inner] = useMemo(() => matchRoutes(router.routes, location.pathname), [router, location])
  return createElement(
    RouterContext.Provider,
    { value: router },
    inner === undefined ? outer : createElement(OutletContext.Provider, { value: inner }, outer),
  )
}

/** Where a layout shows its page. */
export function Outlet(): ReactNode {
  return useContext(OutletContext)
}

export function useLocation(): Location {
  const router = useRouter()
  return useSyncExternalStore(router.subscribe, () => router.state.location)
}

export function useNavigate(): Router['navigate'] {
  const router = useRouter()
  return useCallback(
    (to: string | number, options?: NavigateOptions) => router.navigate(to, options),
    [router],
  )
}

type SearchInit = Record<string, string> | URLSearchParams

/** The query of the current location, and a way to replace it (keeping the path). */
export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: NavigateOptions) => void] {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const set = useCallback(
    (next: SearchInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString()
      navigate(query ? `${pathname}?${query}` : pathname, options)
    },
    [navigate, pathname],
  )
  return [params, set]
}

/** Goes to `to` once it is rendered (a redirect). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }): null {
  const navigate = useNavigate()
  useEffect(() => navigate(to, { replace }), [navigate, to, replace])
  return null
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string
  replace?: boolean
}

/** A real link (it opens in a new tab with a modifier key); a plain tap navigates in the app. */
export function Link({ to, replace = false, onClick, ...rest }: LinkProps): ReactNode {
  const router = useRouter()
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    const plain = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey
    if (event.defaultPrevented || !plain || (rest.target && rest.target !== '_self')) return
    event.preventDefault()
    router.navigate(to, { replace })
  }
  return createElement('a', { ...rest, href: router.createHref(to), onClick: follow })
}

/** A link that says whether it is the current page: class `active` and `aria-current="page"`. */
export function NavLink({ className, ...props }: LinkProps): ReactNode {
  const { pathname } = useLocation()
  const active = same(parsePath(props.to).pathname, pathname)
  return createElement(Link, {
    ...props,
    className: [className, active ? 'active' : ''].filter(Boolean).join(' '),
    'aria-current': active ? 'page' : undefined,
  })
}
