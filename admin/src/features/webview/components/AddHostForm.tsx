import { App, Button, Form, Input } from 'antd'
import { webviewHostBody, type WebviewHostBody } from '@app/contracts'
import { ApiError } from '../../../lib/request.ts'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import { useAddWebviewHost } from '../api/webview-hosts.ts'
import { useT } from '../../../lib/i18n.ts'

const shape = webviewHostBody.shape

/** Allows one more host in the app's embedded web page. */
export function AddHostForm() {
  const [form] = Form.useForm<WebviewHostBody>()
  const { message } = App.useApp()
  const add = useAddWebviewHost()
  const t = useT()

  function onFinish(values: WebviewHostBody) {
    let body: WebviewHostBody
    try {
      body = parseForm(webviewHostBody, { host: values.host, note: values.note?.trim() || undefined })
    } catch (error) {
      void message.error((error as Error).message)
      return
    }
    add.mutate(body, {
      onSuccess: (row) => {
        void message.success(t('webview.allowed', { host: row.host }))
        form.resetFields()
      },
      onError: (error) => {
        // The toast says it too; the field keeps the reason next to what was typed (e.g. already allowed).
        if (error instanceof ApiError && error.kind === 'http') {
          form.setFields([{ name: error.field === 'note' ? 'note' : 'host', errors: [error.message] }])
        }
      },
    })
  }

  return (
    <Form<WebviewHostBody>
      form={form}
      layout="inline"
      requiredMark={false}
      initialValues={{ host: '', note: '' }}
      onFinish={onFinish}
      style={{ rowGap: 12 }}
    >
      <Form.Item label={t('webview.host')} name="host" rules={[zodRule(shape.host, 'content.hostRequired')]}>
        <Input placeholder="pay.example.com" autoComplete="off" spellCheck={false} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item label={t('webview.note')} name="note" rules={[zodRule(shape.note, 'content.noteTooLong')]}>
        <Input placeholder={t('webview.notePlaceholder')} maxLength={120} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t('webview.add')}
        </Button>
      </Form.Item>
    </Form>
  )
}
