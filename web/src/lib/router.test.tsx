import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createHashRouter,
  createMemoryRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  parsePath,
  RouterProvider,
  useLocation,
  useSearchParams,
  type RouteObject,
} from './router.ts'

function Where() {
  const { pathname, search } = useLocation()
  return <output data-testid="where">{pathname + search}</output>
}

function Filter() {
  const [search, setSearch] = useSearchParams()
  return (
    <button type="button" onClick={() => setSearch({ kind: 'income' }, { replace: true })}>
      kind={search.get('kind') ?? 'all'}
    </button>
  )
}

const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/tabs/one" replace /> },
  {
    element: (
      <div>
        <nav>
          <NavLink to="/tabs/one">one</NavLink>
          <NavLink to="/tabs/two">two</NavLink>
        </nav>
        <Outlet />
      </div>
    ),
    children: [
      { path: '/tabs/one', element: <Link to="/detail?id=7">detail</Link> },
      { path: '/tabs/two', element: <Where /> },
    ],
  },
  { path: '/detail', element: <Filter /> },
  { path: '*', element: <Where /> },
]

describe('the app router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('splits a path and its query', () => {
    expect(parsePath('/pages/product/detail?id=1')).toEqual({
      pathname: '/pages/product/detail',
      search: '?id=1',
    })
    expect(parsePath('')).toEqual({ pathname: '/', search: '' })
  })

  it('matches exact paths, a layout around its pages, and the fallback', () => {
    expect(matchRoutes(routes, '/tabs/two')).toHaveLength(2)
    expect(matchRoutes(routes, '/detail/')).toHaveLength(1)
    expect(matchRoutes(routes, '/nowhere')).toEqual([routes[3]!.element])
  })

  it('redirects, marks the current tab, follows a link and goes back', () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] })
    render(<RouterProvider router={router} />)
    expect(router.state.location.pathname).toBe('/tabs/one')
    expect(screen.getByText('one').getAttribute('aria-current')).toBe('page')
    expect(screen.getByText('two').className).not.toContain('active')

    fireEvent.click(screen.getByText('detail'))
    expect(router.state.location).toEqual({ pathname: '/detail', search: '?id=7' })
    expect(screen.getByRole('button').textContent).toBe('kind=all')

    fireEvent.click(screen.getByRole('button'))
    expect(router.state.location.search).toBe('?kind=income')
    expect(screen.getByRole('button').textContent).toBe('kind=income')

    act(() => router.navigate(-1))
    expect(router.state.location.pathname).toBe('/tabs/one')
  })

  it('keeps the location in the hash and counts entries so "back" can stay in the app', () => {
    window.history.replaceState(null, '', '/#/tabs/two?x=1')
    const router = createHashRouter(routes)
    render(<RouterProvider router={router} />)
    expect(screen.getByTestId('where').textContent).toBe('/tabs/two?x=1')
    expect((window.history.state as { idx: number }).idx).toBe(0)

    act(() => router.navigate('/somewhere?y=2'))
    expect(window.location.hash).toBe('#/somewhere?y=2')
    expect((window.history.state as { idx: number }).idx).toBe(1)
    expect(screen.getByTestId('where').textContent).toBe('/somewhere?y=2')

    act(() => router.navigate('/elsewhere', { replace: true }))
    expect((window.history.state as { idx: number }).idx).toBe(1)
    expect(screen.getByText('/elsewhere')).toBeTruthy()
  })

  it('leaves a tap with a modifier key to the browser', () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/tabs/one'] })
    render(<RouterProvider router={router} />)
    fireEvent.click(screen.getByText('detail'), { ctrlKey: true })
    expect(router.state.location.pathname).toBe('/tabs/one')
    expect(screen.getByText('detail').getAttribute('href')).toBe('/detail?id=7')
  })
})
