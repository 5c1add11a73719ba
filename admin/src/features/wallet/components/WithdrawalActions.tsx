import { App, Button, Popconfirm, Space } from 'antd'
import type { OpsWithdrawalRow } from '@app/contracts'
import { useMoney } from '../../../lib/money.tsx'
import { useDecideWithdrawal } from '../api/withdrawals.ts'

interface WithdrawalActionsProps {
  withdrawal: OpsWithdrawalRow
  onReject: (withdrawal: OpsWithdrawalRow) => void
}

export function WithdrawalActions({ withdrawal, onReject }: WithdrawalActionsProps) {
  const { message } = App.useApp()
  const money = useMoney()
  const decide = useDecideWithdrawal()
  const actual = money(withdrawal.actual)

  function onComplete() {
    decide.mutate(
      { id: withdrawal.id, verb: 'complete' },
      { onSuccess: () => void message.success(`Withdrawal #${withdrawal.id} completed: ${actual} paid.`) },
    )
  }

  return (
    <Space wrap>
      <Popconfirm
        title={`Pay ${actual} to account ${withdrawal.accountNumber}?`}
        description={`${withdrawal.receiverName}, ${withdrawal.method}. Send the money first; this cannot be undone.`}
        okText="Complete"
        onConfirm={onComplete}
      >
        <Button
          size="small"
          type="primary"
          loading={decide.isPending}
          aria-label={`Complete withdrawal ${withdrawal.id}`}
        >
          Complete
        </Button>
      </Popconfirm>
      <Button
        size="small"
        danger
        onClick={() => onReject(withdrawal)}
        aria-label={`Reject withdrawal ${withdrawal.id}`}
      >
        Reject
      </Button>
    </Space>
  )
}
