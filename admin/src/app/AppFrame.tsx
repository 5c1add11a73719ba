import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { App } from 'antd'
import { setMessageApi } from '../lib/notify.ts'

/** Hands antd's context-aware message API to the request helper, which lives outside React. */
function MessageBridge() {
  const { message } = App.useApp()
  useEffect(() => setMessageApi(message), [message])
  return null
}

/**
 * What every screen (sign-in and signed-in) stands in: antd's App, which gives pages their
 * messages, notifications and confirm dialogs. Loaded with the first screen rather than in the
 * entry, which then only has to draw a spinner.
 */
export function AppFrame() {
  return (
    <App>
      <MessageBridge />
      <Outlet />
    </App>
  )
}
