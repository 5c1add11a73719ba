import { App, Button } from 'antd'
import { CopyOutlined } from '@ant-design/icons'

/** Copies a code to the clipboard and says so. */
export function CopyCodeButton({ code }: { code: string }) {
  const { message } = App.useApp()
  async function onCopy() {
    try {
      await navigator.clipboard.writeText(code)
      void message.success(`Copied ${code}.`)
    } catch {
      void message.error('Copy failed, please try again.')
    }
  }
  return (
    <Button
      size="small"
      icon={<CopyOutlined />}
      aria-label={`Copy code ${code}`}
      onClick={() => void onCopy()}
    >
      Copy
    </Button>
  )
}
