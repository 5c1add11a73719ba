import { StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { unstableSetRender } from 'antd-mobile'
import { App } from './app/App.tsx'
import { startApp } from './app/start.ts'
import { registerServiceWorker } from './app/service-worker.ts'
import './app/theme.css'

// antd-mobile renders Toast and Dialog imperatively; React 19 needs it to use createRoot.
unstableSetRender((node, container) => {
  const host = container as (Element | DocumentFragment) & { reactRoot?: Root }
  host.reactRoot ??= createRoot(container)
  const root = host.reactRoot
  root.render(node)
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
    root.unmount()
  }
})

const rootElement = document.getElementById('root')
if (rootElement) {
  void startApp().then(() => {
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
    registerServiceWorker()
  })
}
