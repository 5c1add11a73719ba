import { App, Button, Form, Input, InputNumber } from 'antd'
import { createInvitationCodesBody, type CreateInvitationCodesBody } from '@app/contracts'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import { useIssueInvitationCodes } from '../api/invitation-codes.ts'
import { useT } from '../../../lib/i18n.ts'

const shape = createInvitationCodesBody.shape

/** Issues a batch of codes that belong to no user (admin only). */
export function IssueCodesForm() {
  const [form] = Form.useForm<CreateInvitationCodesBody>()
  const { message } = App.useApp()
  const issue = useIssueInvitationCodes()
  const t = useT()

  function onFinish(values: CreateInvitationCodesBody) {
    const body = parseForm(createInvitationCodesBody, { ...values, note: values.note?.trim() || undefined })
    issue.mutate(body, {
      onSuccess: (codes) => {
        void message.success(
          codes.length === 1
            ? t('invitations.issuedOne')
            : t('invitations.issuedMany', { count: codes.length }),
        )
        form.setFieldValue('note', '')
      },
    })
  }

  return (
    <Form<CreateInvitationCodesBody>
      form={form}
      layout="inline"
      requiredMark={false}
      initialValues={{ count: 10, maxUses: 1, note: '' }}
      onFinish={onFinish}
      style={{ rowGap: 12 }}
    >
      <Form.Item
        label={t('invitations.count')}
        name="count"
        rules={[zodRule(shape.count, 'validation.countRange')]}
      >
        <InputNumber min={1} max={100} precision={0} style={{ width: 90 }} />
      </Form.Item>
      <Form.Item
        label={t('invitations.maxUses')}
        name="maxUses"
        rules={[zodRule(shape.maxUses, 'validation.maxUsesRange')]}
      >
        <InputNumber min={1} max={10_000} precision={0} style={{ width: 110 }} />
      </Form.Item>
      <Form.Item label={t('invitations.note')} name="note" rules={[zodRule(shape.note)]}>
        <Input placeholder={t('invitations.notePlaceholder')} maxLength={120} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={issue.isPending}>
          {t('invitations.issue')}
        </Button>
      </Form.Item>
    </Form>
  )
}
