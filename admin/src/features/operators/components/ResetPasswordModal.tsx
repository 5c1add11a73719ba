import { App, Form, Input, Modal } from 'antd'
import { createOperatorBody, type OperatorInfo } from '@app/contracts'
import { zodRule } from '../../../lib/zod-rule.ts'
import { useUpdateOperator } from '../api/operators.ts'

interface ResetPasswordModalProps {
  operator: OperatorInfo | null
  onClose: () => void
}

/** Sets a new password for another operator; the server ends that operator's sessions. */
export function ResetPasswordModal({ operator, onClose }: ResetPasswordModalProps) {
  const [form] = Form.useForm<{ password: string }>()
  const { message } = App.useApp()
  const update = useUpdateOperator()

  function onFinish({ password }: { password: string }) {
    if (!operator) return
    update.mutate(
      { id: operator.id, body: { password } },
      {
        onSuccess: () => {
          void message.success(`Password of ${operator.username} reset.`)
          close()
        },
      },
    )
  }

  // The form instance outlives the dialog: clear it on the way out, so a typed password never
  // carries over to the next opening.
  function close() {
    form.resetFields()
    onClose()
  }

  return (
    <Modal
      open={operator !== null}
      title={operator ? `Reset password of ${operator.username}` : undefined}
      okText="Reset password"
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ password: '' }}
        onFinish={onFinish}
      >
        <Form.Item
          label="New password"
          name="password"
          extra="At least 10 characters."
          rules={[zodRule(createOperatorBody.shape.password, 'validation.operatorPasswordMin')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
