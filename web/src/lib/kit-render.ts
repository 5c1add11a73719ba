import { createRoot, type Root } from 'react-dom/client'
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render'

let installed = false

/**
 * antd-mobile renders Toast imperatively; React 19 needs it to use createRoot. Installed with the
 * Toast (the only imperative kit component the app uses), not by the entry.
 */
export function renderKitWithRoots(): void {
  if (installed) return
  installed = true
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
}
