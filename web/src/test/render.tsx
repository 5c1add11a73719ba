import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from '../lib/router.ts'

/** Renders a page at `route` inside a router and a fresh query client; other paths show their path. */
export function renderPage(element: ReactElement, route = '/', path = route.split('?')[0] ?? '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <output data-testid="location" /> },
    ],
    { initialEntries: [route] },
  )
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}
