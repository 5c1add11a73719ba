import { Button, Popconfirm } from 'antd'
import { useRemoveWebviewHost } from '../api/webview-hosts.ts'

export function RemoveHostButton({ host }: { host: string }) {
  const remove = useRemoveWebviewHost()
  return (
    <Popconfirm
      title={`Remove ${host}?`}
      description="The app refuses its pages from now on."
      okText="Remove"
      okButtonProps={{ danger: true }}
      onConfirm={() => remove.mutate(host)}
    >
      <Button size="small" danger loading={remove.isPending} aria-label={`Remove ${host}`}>
        Remove
      </Button>
    </Popconfirm>
  )
}
