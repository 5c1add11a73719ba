import { App, Form, Input, Select } from 'antd'
import { createOperatorBody, type CreateOperatorBody } from '@app/contracts'
import { FormModal } from '../../../lib/FormModal.tsx'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
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

  return (
    <FormModal<CreateOperatorBody>
      form={form}
      open={open}
      title="Add operator"
      okText="Create operator"
      pending={create.isPending}
      initialValues={{ username: '', password: '', role: 'support' }}
      onClose={onClose}
      onFinish={(values, close) =>
        create.mutate(parseForm(createOperatorBody, values), {
          onSuccess: (operator) => {
            void message.success(`Operator ${operator.username} created.`)
            close()
          },
        })
      }
    >
      <Form.Item label="Username" name="username" rules={[zodRule(createOperatorBody.shape.username)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        extra="At least 10 characters. Share it with the operator over a safe channel."
        rules={[zodRule(createOperatorBody.shape.password, 'validation.operatorPasswordMin')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Role" name="role" rules={[zodRule(createOperatorBody.shape.role)]}>
        <Select options={roleOptions} />
      </Form.Item>
    </FormModal>
  )
}
