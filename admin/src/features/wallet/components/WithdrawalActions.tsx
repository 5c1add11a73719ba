import { useState } from 'react'
import { Button, Space } from 'antd'
import type { OpsWithdrawalRow } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
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
  const t = useT()
  const [completing, setCompleting] = useState(false)
  const actual = money(withdrawal.actual)

  function onComplete(reference: string) {
    decide.mutate(
      {
        id: withdrawal.id,
        verb: 'complete',
        reference,
        said: t('queue.withdrawalCompleted', { id: withdrawal.id, amount: actual }),
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
          aria-label={t('queue.completeWithdrawal', { id: withdrawal.id })}
        >
          {t('queue.complete')}
        </Button>
        <Button
          size="small"
          danger
          onClick={() => onReject(withdrawal)}
          aria-label={t('queue.rejectWithdrawal', { id: withdrawal.id })}
        >
          {t('queue.reject')}
        </Button>
      </Space>
      <BankReferenceModal
        open={completing}
        formId={`complete-withdrawal-${withdrawal.id}`}
        title={t('queue.completeWithdrawalTitle', { id: withdrawal.id })}
        okText={t('queue.complete')}
        pending={decide.isPending}
        onClose={() => setCompleting(false)}
        onSubmit={onComplete}
      >
        <p>
          {t('queue.payTo', {
            amount: actual,
            account: withdrawal.accountNumber,
            name: withdrawal.receiverName,
            method: withdrawal.method,
          })}
        </p>
        <p>{t('queue.sendFirst')}</p>
      </BankReferenceModal>
    </>
  )
}
