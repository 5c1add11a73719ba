import { App, Button, Card, Form, Input, InputNumber, Typography } from 'antd'
import { reverseEntryBody } from '@app/contracts/ledger'
import { useT } from '../../../lib/i18n.ts'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import { useReverseEntry } from '../api/reverse-entry.ts'

interface Values {
  entryId: number | null
  reason: string
}

/**
 * History is never edited: an admin corrects an entry by posting its mirror, with a reason, which a
 * second admin approves. The entry number is the one a user's ledger shows; a confirmation comes
 * before anything is asked.
 */
export function ReverseEntryForm() {
  const { message, modal } = App.useApp()
  const [form] = Form.useForm<Values>()
  const reverse = useReverseEntry()
  const t = useT()

  function onFinish(values: Values) {
    const entryId = values.entryId
    if (entryId === null) return
    const { reason } = parseForm(reverseEntryBody, { reason: values.reason })
    modal.confirm({
      title: t('ledger.reverseConfirm', { id: entryId }),
      content: t('ledger.reverseContent', { id: entryId }),
      okText: t('ledger.reverseOk'),
      okButtonProps: { danger: true },
      // The first admin's reversal only asks (a second admin approves it): the request helper
      // shows that answer, or any refusal, and the dialog closes either way.
      onOk: () =>
        reverse
          .mutateAsync({ entryId, reason })
          .then((reversal) => {
            void message.success(t('ledger.reversed', { id: entryId, by: reversal.id }))
            form.resetFields()
          })
          .catch(() => undefined),
    })
  }

  return (
    <Card title={t('ledger.correctTitle')} style={{ marginTop: 24 }}>
      <Typography.Paragraph type="secondary">{t('ledger.correctHelp')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ entryId: null, reason: '' }}
        onFinish={onFinish}
        style={{ maxWidth: 480 }}
      >
        <Form.Item
          label={t('ledger.entryNumber')}
          name="entryId"
          rules={[{ required: true, message: t('ledger.entryRequired') }]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label={t('ledger.reason')}
          name="reason"
          extra={t('ledger.reasonHelp')}
          rules={[zodRule(reverseEntryBody.shape.reason, 'validation.reasonRequired')]}
        >
          <Input.TextArea rows={3} maxLength={200} />
        </Form.Item>
        <Button danger htmlType="submit" loading={reverse.isPending}>
          {t('ledger.reverseButton')}
        </Button>
      </Form>
    </Card>
  )
}
