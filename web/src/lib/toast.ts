export type ToastIcon = 'success' | 'fail' | 'loading'

/**
 * Shows antd-mobile's Toast. The kit's Toast pulls in its animation library, so it is loaded on
 * first use instead of weighing on the entry chunk.
 */
export function showToast(content: string, icon?: ToastIcon): Promise<void> {
  return import('antd-mobile/es/components/toast').then(({ default: Toast }) => {
    Toast.show(icon ? { content, icon } : { content })
  })
}
