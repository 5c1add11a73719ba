import { createHashRouter, Navigate } from 'react-router'
import { PageSpinner } from '../lib/PageSpinner.tsx'
import { NAV } from './nav.tsx'

/**
 * Every screen is loaded when first opened: the frame every screen stands in (messages, dialogs),
 * the sign-in page, the signed-in frame (menu, header, role gate) and each page. The router loads
 * the frames and the page an address matches at the same time.
 */
export function createRouter() {
  return createHashRouter([
    {
      HydrateFallback: PageSpinner,
      lazy: async () => ({ Component: (await import('./AppFrame.tsx')).AppFrame }),
      children: [
        {
          path: '/login',
          lazy: async () => ({
            Component: (await import('../features/auth/pages/LoginPage.tsx')).LoginPage,
          }),
        },
        {
          path: '/',
          lazy: async () => ({ Component: (await import('./Shell.tsx')).Shell }),
          children: [
            // The dashboard is every role's landing page.
            { index: true, element: <Navigate to="/dashboard" replace /> },
            ...NAV.map((entry) => ({
              path: entry.path,
              lazy: async () => ({ Component: await entry.page() }),
            })),
            // A user's own page, reached from the user list, the support inbox and other users' pages.
            {
              path: 'users/:id',
              lazy: async () => ({
                Component: (await import('../features/account/pages/UserPage.tsx')).UserPage,
              }),
            },
            { path: '*', lazy: async () => ({ Component: (await import('./NotFound.tsx')).NotFound }) },
          ],
        },
      ],
    },
  ])
}
