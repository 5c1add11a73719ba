import { App, Button, Popconfirm, Select, Space, Tag } from 'antd'
import type { OperatorInfo, OperatorRole } from '@app/contracts'
import { ROLE_LABELS } from '../../../lib/operator.ts'
import { useUpdateOperator } from '../api/operators.ts'
import { roleOptions } from '../model/role-options.ts'

interface CellProps {
  operator: OperatorInfo
  /** The signed-in operator's own row: changing one's own role or access is not offered. */
  self: boolean
}

export function OperatorRoleSelect({ operator, self }: CellProps) {
  const { message } = App.useApp()
  const update = useUpdateOperator()
  if (self) return ROLE_LABELS[operator.role]

  function onChange(role: OperatorRole) {
    update.mutate(
      { id: operator.id, body: { role } },
      { onSuccess: () => void message.success(`${operator.username} is now ${ROLE_LABELS[role]}.`) },
    )
  }

  return (
    <Select<OperatorRole>
      aria-label={`Role of ${operator.username}`}
      value={operator.role}
      options={roleOptions}
      onChange={onChange}
      loading={update.isPending}
      style={{ width: 120 }}
    />
  )
}

export function OperatorStatus({ operator }: { operator: OperatorInfo }) {
  return operator.disabled ? <Tag>Disabled</Tag> : <Tag color="success">Active</Tag>
}

interface ActionsProps extends CellProps {
  onResetPassword: (operator: OperatorInfo) => void
}

export function OperatorActions({ operator, self, onResetPassword }: ActionsProps) {
  const { message } = App.useApp()
  const update = useUpdateOperator()
  const verb = operator.disabled ? 'Enable' : 'Disable'

  function onToggle() {
    update.mutate(
      { id: operator.id, body: { disabled: !operator.disabled } },
      { onSuccess: () => void message.success(`${operator.username} ${verb.toLowerCase()}d.`) },
    )
  }

  return (
    <Space wrap>
      {!self && (
        <Popconfirm
          title={`${verb} ${operator.username}?`}
          description={operator.disabled ? undefined : 'Their sessions end at once.'}
          okText={verb}
          onConfirm={onToggle}
        >
          <Button
            size="small"
            danger={!operator.disabled}
            loading={update.isPending}
            aria-label={`${verb} ${operator.username}`}
          >
            {verb}
          </Button>
        </Popconfirm>
      )}
      <Button
        size="small"
        onClick={() => onResetPassword(operator)}
        aria-label={`Reset password of ${operator.username}`}
      >
        Reset password
      </Button>
    </Space>
  )
}
