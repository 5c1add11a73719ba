import { App, Form, Input, Select } from 'antd'
import { createOperatorBody, type CreateOperatorBody } from '@app/contracts'
import { FormModal } from '../../../lib/FormModal.tsx'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import { useT } from '../../../lib/i18n.ts'
import { useCreateOperator } from '../api/operators.ts'
import { roleOptions } from '../model/role-options.ts'

interface CreateOperatorModalProps {
  open: boolean
  onClose: () => void
}

export function CreateOperatorModal({ open, onClose }: CreateOperatorModalProps) {
  const [form] = Form.useForm<CreateOperatorBody>()
  const { message } = App.useApp()
  const create = useCreateOperator()
  const t = useT()

  return (
    <FormModal<CreateOperatorBody>
      form={form}
      open={open}
      title={t('operators.add')}
      okText={t('operators.create')}
      pending={create.isPending}
      initialValues={{ username: '', password: '', role: 'support' }}
      onClose={onClose}
      onFinish={(values, close) =>
        create.mutate(parseForm(createOperatorBody, values), {
          onSuccess: (operator) => {
            void message.success(t('operators.created', { name: operator.username }))
            close()
          },
        })
      }
    >
      <Form.Item
        label={t('operators.username')}
        name="username"
        rules={[zodRule(createOperatorBody.shape.username)]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('operators.password')}
        name="password"
        extra={t('operators.passwordHelp')}
        rules={[zodRule(createOperatorBody.shape.password, 'validation.operatorPasswordMin')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={t('operators.role')} name="role" rules={[zodRule(createOperatorBody.shape.role)]}>
        <Select options={roleOptions()} />
      </Form.Item>
    </FormModal>
  )
}
