import { useSyncExternalStore } from 'react'

/** When the device last went offline (ms since the epoch); 0 while it has not since the app started. */
let droppedAt = 0

/**
 * Follows the device's connection for the whole app. `onBack` runs when it returns: TanStack Query's
 * own online manager starts out "online" and learns only from events, so a page opened offline
 * never sees a change and would leave its failed queries failed.
 */
export function watchConnection(onBack: () => void): void {
  if (!navigator.onLine) droppedAt = Date.now()
  window.addEventListener('offline', () => {
    droppedAt = Date.now()
  })
  window.addEventListener('online', onBack)
}

/** When the connection last dropped: data fetched before it cannot be shown as current after it. */
export const connectionDroppedAt = (): number => droppedAt

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/**
 * Whether the device has a network, re-rendering when that changes. The browser's `false` is
 * reliable (no network at all); its `true` does not promise the server answers, which is why money
 * figures also ask whether their own request succeeded (`useFreshness`).
 */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine)
