import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { Providers } from './app/Providers.tsx'
import { queryClient } from './app/query-client.ts'
import { createRouter } from './app/router.tsx'
import { initialLocale, setLanguage } from './lib/i18n.ts'
import { setUnauthenticatedHandler } from './lib/request.ts'

const router = createRouter()

// A 401 anywhere (expired or revoked session) forgets the session and returns to sign-in.
setUnauthenticatedHandler(() => {
  queryClient.removeQueries()
  if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true })
})

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element.')

// A chosen Spanish or Japanese is loaded before the first paint, so no English flashes by; if it
// cannot be loaded the console starts in English.
void setLanguage(initialLocale(), false)
  .catch(() => undefined)
  .finally(() =>
    createRoot(container).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  )
