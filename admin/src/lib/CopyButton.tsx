import { App, Button } from 'antd'
import { CopyOutlined } from '@ant-design/icons'
import { useT } from './i18n.ts'

/** Copies a code to the clipboard and says so. */
export function CopyCodeButton({ code }: { code: string }) {
  const { message } = App.useApp()
  const t = useT()
  async function onCopy() {
    try {
      await navigator.clipboard.writeText(code)
      void message.success(t('common.copied', { code }))
    } catch {
      void message.error(t('common.copyFailed'))
    }
  }
  return (
    <Button
      size="small"
      icon={<CopyOutlined />}
      aria-label={t('common.copyCode', { code })}
      onClick={() => void onCopy()}
    >
      {t('common.copy')}
    </Button>
  )
}
