import { useState } from 'react'
import { Button, Space } from 'antd'
import type { OpsWithdrawalRow } from '@app/contracts'
import { useMoney } from '../../../lib/money.tsx'
import type { ApiError } from '../../../lib/request.ts'
import { useDecideWithdrawal } from '../api/withdrawals.ts'
import { BankReferenceModal } from './BankReferenceModal.tsx'

interface WithdrawalActionsProps {
  withdrawal: OpsWithdrawalRow
  onReject: (withdrawal: OpsWithdrawalRow) => void
}

export function WithdrawalActions({ withdrawal, onReject }: WithdrawalActionsProps) {
  const money = useMoney()
  const decide = useDecideWithdrawal()
  const [completing, setCompleting] = useState(false)
  const actual = money(withdrawal.actual)

  function onComplete(reference: string) {
    decide.mutate(
      {
        id: withdrawal.id,
        verb: 'complete',
        reference,
        said: `Withdrawal #${withdrawal.id} completed: ${actual} paid.`,
      },
      {
        onSuccess: () => setCompleting(false),
        // Decided by someone else, or waiting for a second operator (409): the queue has been
        // reloaded and the dialog has nothing left to do. A refused reference (400) stays to fix.
        onError: (error) => {
          if ((error as ApiError).status !== 400) setCompleting(false)
        },
      },
    )
  }

  return (
    <>
      <Space wrap>
        <Button
          size="small"
          type="primary"
          loading={decide.isPending}
          onClick={() => setCompleting(true)}
          aria-label={`Complete withdrawal ${withdrawal.id}`}
        >
          Complete
        </Button>
        <Button
          size="small"
          danger
          onClick={() => onReject(withdrawal)}
          aria-label={`Reject withdrawal ${withdrawal.id}`}
        >
          Reject
        </Button>
      </Space>
      <BankReferenceModal
        open={completing}
        formId={`complete-withdrawal-${withdrawal.id}`}
        title={`Complete withdrawal #${withdrawal.id}`}
        okText="Complete"
        pending={decide.isPending}
        onClose={() => setCompleting(false)}
        onSubmit={onComplete}
      >
        <p>{`Pay ${actual} to account ${withdrawal.accountNumber} (${withdrawal.receiverName}, ${withdrawal.method}).`}</p>
        <p>Send the money first; this cannot be undone.</p>
      </BankReferenceModal>
    </>
  )
}
