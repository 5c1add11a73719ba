import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
// The kit's global styles (its theme variables); its components are imported one by one, each
// where it is used.
import 'antd-mobile/es/global'
import { App } from './app/App.tsx'
import { startApp } from './app/start.ts'
import { landingPage } from './app/landing.ts'
import { pages } from './app/pages.ts'
import { registerServiceWorker } from './app/service-worker.ts'
import './app/theme.css'

const rootElement = document.getElementById('root')
if (rootElement) {
  // The page the address opens is rendered with its chunk in hand (its load started with the
  // landing entry): no placeholder first, no wait before the page is revealed. A failed load
  // renders anyway; the page then shows the failure itself.
  const landing = pages[landingPage(window.location.hash)].preload().catch(() => undefined)
  void Promise.all([startApp(), landing]).then(() => {
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
    registerServiceWorker()
  })
}
