/**
 * A loop's pillow: `sleep(ms)` resolves after `ms`, or at once when `wake()` is called (during the
 * sleep or before it, so a wake between two rounds is never lost); to true when woken.
 */
export interface WakeSignal {
  wake(): void
  sleep(ms: number): Promise<boolean>
}

export function wakeSignal(): WakeSignal {
  let woken = false
  let resolveSleep: (() => void) | undefined
  return {
    wake() {
      woken = true
      resolveSleep?.()
    },
    sleep(ms) {
      if (woken) {
        woken = false
        return Promise.resolve(true)
      }
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms)
        function done() {
          clearTimeout(timer)
          resolveSleep = undefined
          resolve(woken)
          woken = false
        }
        resolveSleep = done
      })
    },
  }
}
