import { Button, Popconfirm } from 'antd'
import { useRemoveWebviewHost } from '../api/webview-hosts.ts'
import { useT } from '../../../lib/i18n.ts'

export function RemoveHostButton({ host }: { host: string }) {
  const remove = useRemoveWebviewHost()
  const t = useT()
  return (
    <Popconfirm
      title={t('webview.removeConfirm', { host })}
      description={t('webview.removeHelp')}
      okText={t('webview.remove')}
      okButtonProps={{ danger: true }}
      onConfirm={() => remove.mutate(host)}
    >
      <Button size="small" danger loading={remove.isPending} aria-label={t('webview.removeHost', { host })}>
        {t('webview.remove')}
      </Button>
    </Popconfirm>
  )
}
