import { Button, Space } from 'antd'
import type { OpsWithdrawalRow } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import { useMoney } from '../../../lib/money.tsx'
import { useDecideWithdrawal } from '../api/withdrawals.ts'
import { BankReferenceAction } from './BankReferenceModal.tsx'

interface WithdrawalActionsProps {
  withdrawal: OpsWithdrawalRow
  onReject: (withdrawal: OpsWithdrawalRow) => void
}

export function WithdrawalActions({ withdrawal, onReject }: WithdrawalActionsProps) {
  const money = useMoney()
  const decide = useDecideWithdrawal()
  const t = useT()
  const { id } = withdrawal
  const actual = money(withdrawal.actual)

  return (
    <Space size={6}>
      <BankReferenceAction
        text={t('queue.complete')}
        name={t('queue.completeWithdrawal', { id })}
        formId={`complete-withdrawal-${id}`}
        title={t('queue.completeWithdrawalTitle', { id })}
        okText={t('queue.complete')}
        pending={decide.isPending}
        onSubmit={(reference, settled) =>
          decide.mutate(
            { id, verb: 'complete', reference, said: t('queue.withdrawalCompleted', { id, amount: actual }) },
            settled,
          )
        }
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
      </BankReferenceAction>
      <Button
        size="small"
        danger
        onClick={() => onReject(withdrawal)}
        aria-label={t('queue.rejectWithdrawal', { id })}
      >
        {t('queue.reject')}
      </Button>
    </Space>
  )
}
