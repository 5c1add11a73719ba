import { App, Button, Popconfirm, Select, Space, Tag } from 'antd'
import type { OperatorInfo, OperatorRole } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import { roleLabel } from '../../../lib/operator.ts'
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
  const t = useT()
  if (self) return roleLabel(operator.role)

  function onChange(role: OperatorRole) {
    update.mutate(
      { id: operator.id, body: { role } },
      {
        onSuccess: () =>
          void message.success(t('operators.nowRole', { name: operator.username, role: roleLabel(role) })),
      },
    )
  }

  return (
    <Select<OperatorRole>
      aria-label={t('operators.roleOf', { name: operator.username })}
      value={operator.role}
      options={roleOptions()}
      onChange={onChange}
      loading={update.isPending}
      style={{ width: 120 }}
    />
  )
}

export function OperatorStatus({ operator }: { operator: OperatorInfo }) {
  const t = useT()
  return operator.disabled ? (
    <Tag>{t('operators.disabled')}</Tag>
  ) : (
    <Tag color="success">{t('operators.active')}</Tag>
  )
}

interface ActionsProps extends CellProps {
  onResetPassword: (operator: OperatorInfo) => void
}

export function OperatorActions({ operator, self, onResetPassword }: ActionsProps) {
  const { message } = App.useApp()
  const update = useUpdateOperator()
  const t = useT()
  const name = operator.username
  const enabling = operator.disabled

  function onToggle() {
    update.mutate(
      { id: operator.id, body: { disabled: !operator.disabled } },
      {
        onSuccess: () =>
          void message.success(t(enabling ? 'operators.enabled' : 'operators.disabledDone', { name })),
      },
    )
  }

  return (
    <Space wrap>
      {!self && (
        <Popconfirm
          title={t(enabling ? 'operators.enableConfirm' : 'operators.disableConfirm', { name })}
          description={enabling ? undefined : t('operators.sessionsEnd')}
          okText={t(enabling ? 'operators.enable' : 'operators.disable')}
          onConfirm={onToggle}
        >
          <Button
            size="small"
            danger={!operator.disabled}
            loading={update.isPending}
            aria-label={t(enabling ? 'operators.enableWho' : 'operators.disableWho', { name })}
          >
            {t(enabling ? 'operators.enable' : 'operators.disable')}
          </Button>
        </Popconfirm>
      )}
      <Button
        size="small"
        onClick={() => onResetPassword(operator)}
        aria-label={t('operators.resetPasswordOf', { name })}
      >
        {t('operators.resetPassword')}
      </Button>
    </Space>
  )
}
