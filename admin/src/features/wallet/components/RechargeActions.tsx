import { App, Button, Popconfirm, Space } from 'antd'
import type { OpsRechargeRow } from '@app/contracts'
import { useMoney } from '../../../lib/money.tsx'
import { useDecideRecharge } from '../api/recharges.ts'

export function RechargeActions({ recharge }: { recharge: OpsRechargeRow }) {
  const { message } = App.useApp()
  const money = useMoney()
  const decide = useDecideRecharge()
  const amount = money(recharge.amount)

  return (
    <Space wrap>
      <Popconfirm
        title={`Credit ${amount} to this user?`}
        description={`Recharge #${recharge.id} from ${recharge.phone}. This cannot be undone.`}
        okText="Confirm"
        onConfirm={() =>
          decide.mutate(
            { id: recharge.id, verb: 'confirm' },
            {
              onSuccess: () =>
                void message.success(`Recharge #${recharge.id} confirmed: ${amount} credited.`),
            },
          )
        }
      >
        <Button
          size="small"
          type="primary"
          loading={decide.isPending}
          aria-label={`Confirm recharge ${recharge.id}`}
        >
          Confirm
        </Button>
      </Popconfirm>
      <Popconfirm
        title={`Mark recharge #${recharge.id} as error?`}
        description="Nothing is credited."
        okText="Mark error"
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          decide.mutate(
            { id: recharge.id, verb: 'error' },
            { onSuccess: () => void message.success(`Recharge #${recharge.id} marked as error.`) },
          )
        }
      >
        <Button
          size="small"
          danger
          loading={decide.isPending}
          aria-label={`Mark error on recharge ${recharge.id}`}
        >
          Mark error
        </Button>
      </Popconfirm>
    </Space>
  )
}
