export type ToastIcon = 'success' | 'fail' | 'loading'

const loadToast = () =>
  Promise.all([import('antd-mobile/es/components/toast'), import('./kit-render.ts')]).then(
    ([toast, render]) => {
      render.renderKitWithRoots()
      return toast.default
    },
  )

/**
 * Shows antd-mobile's Toast. The kit's Toast pulls in its animation library, so it is loaded on
 * first use instead of weighing on the entry chunk. `duration` 0 keeps it until the next toast.
 * A message stands in the lower part of the screen, below the fields and figures it speaks of
 * (in the middle it covered them); a wait stays in the middle.
 */
export function showToast(content: string, icon?: ToastIcon, duration?: number): Promise<void> {
  return loadToast().then((Toast) => {
    Toast.show({
      content,
      position: icon === 'loading' ? 'center' : 'bottom',
      ...(icon ? { icon } : {}),
      ...(duration === undefined ? {} : { duration }),
    })
  })
}
