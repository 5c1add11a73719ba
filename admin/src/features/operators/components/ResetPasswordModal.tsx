import { App, Form, Input } from 'antd'
import { createOperatorBody, type OperatorInfo } from '@app/contracts'
import { FormModal } from '../../../lib/FormModal.tsx'
import { zodRule } from '../../../lib/zod-rule.ts'
import { useUpdateOperator } from '../api/operators.ts'
import { useT } from '../../../lib/i18n.ts'

interface ResetPasswordModalProps {
  operator: OperatorInfo | null
  onClose: () => void
}

/** Sets a new password for another operator; the server ends that operator's sessions. */
export function ResetPasswordModal({ operator, onClose }: ResetPasswordModalProps) {
  const [form] = Form.useForm<{ password: string }>()
  const { message } = App.useApp()
  const update = useUpdateOperator()
  const t = useT()

  return (
    <FormModal<{ password: string }>
      form={form}
      open={operator !== null}
      title={operator ? t('operators.resetPasswordOf', { name: operator.username }) : undefined}
      okText={t('operators.resetPassword')}
      pending={update.isPending}
      initialValues={{ password: '' }}
      onClose={onClose}
      onFinish={({ password }, close) => {
        if (!operator) return
        update.mutate(
          { id: operator.id, body: { password } },
          {
            onSuccess: () => {
              void message.success(t('operators.passwordReset', { name: operator.username }))
              close()
            },
          },
        )
      }}
    >
      <Form.Item
        label={t('operators.newPassword')}
        name="password"
        extra={t('operators.newPasswordHelp')}
        rules={[zodRule(createOperatorBody.shape.password, 'validation.operatorPasswordMin')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  )
}
