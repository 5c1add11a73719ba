import { App, Button, Card, Form, Input, InputNumber, Typography } from 'antd'
import { reverseEntryBody } from '@app/contracts/ledger'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import { useReverseEntry } from '../api/reverse-entry.ts'

interface Values {
  entryId: number | null
  reason: string
}

/**
 * History is never edited: an admin corrects an entry by posting its mirror, with a reason. The
 * entry number is the one a user's ledger shows; a confirmation comes before anything moves.
 */
export function ReverseEntryForm() {
  const { message, modal } = App.useApp()
  const [form] = Form.useForm<Values>()
  const reverse = useReverseEntry()

  function onFinish(values: Values) {
    const entryId = values.entryId
    if (entryId === null) return
    const { reason } = parseForm(reverseEntryBody, { reason: values.reason })
    modal.confirm({
      title: `Reverse entry #${entryId}?`,
      content: `Every posting of entry #${entryId} is posted again with the opposite sign, with your name and the reason. It is refused if it would overdraw a user, and it cannot be undone except by reversing it in turn.`,
      okText: 'Reverse entry',
      okButtonProps: { danger: true },
      onOk: () =>
        reverse.mutateAsync({ entryId, reason }).then((reversal) => {
          void message.success(`Entry #${entryId} reversed by entry #${reversal.id}.`)
          form.resetFields()
        }),
    })
  }

  return (
    <Card title="Correct an entry" style={{ marginTop: 24 }}>
      <Typography.Paragraph type="secondary">
        A reversal posts the mirror of a journal entry: the money moves back where it came from. The entry
        number is the ID in a user&apos;s ledger. Each entry can be reversed once. Withdrawals are corrected
        by rejecting them, not here.
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ entryId: null, reason: '' }}
        onFinish={onFinish}
        style={{ maxWidth: 480 }}
      >
        <Form.Item
          label="Entry number"
          name="entryId"
          rules={[{ required: true, message: 'Please enter the number of the entry to reverse.' }]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label="Reason"
          name="reason"
          extra="Kept on the reversing entry and in the audit log."
          rules={[zodRule(reverseEntryBody.shape.reason, 'validation.reasonRequired')]}
        >
          <Input.TextArea rows={3} maxLength={200} />
        </Form.Item>
        <Button danger htmlType="submit" loading={reverse.isPending}>
          Reverse entry…
        </Button>
      </Form>
    </Card>
  )
}
