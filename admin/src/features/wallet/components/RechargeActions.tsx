import { useState } from 'react'
import { Button, Popconfirm, Space } from 'antd'
import type { OpsRechargeRow } from '@app/contracts'
import { useMoney } from '../../../lib/money.tsx'
import type { ApiError } from '../../../lib/request.ts'
import { useDecideRecharge } from '../api/recharges.ts'
import { BankReferenceModal } from './BankReferenceModal.tsx'

export function RechargeActions({ recharge }: { recharge: OpsRechargeRow }) {
  const money = useMoney()
  const decide = useDecideRecharge()
  const [confirming, setConfirming] = useState(false)
  const amount = money(recharge.amount)

  function onConfirm(reference: string) {
    decide.mutate(
      {
        id: recharge.id,
        verb: 'confirm',
        reference,
        said: `Recharge #${recharge.id} confirmed: ${amount} credited.`,
      },
      {
        onSuccess: () => setConfirming(false),
        // Decided by someone else, or waiting for a second operator (409): the queue has been
        // reloaded and the dialog has nothing left to do. A refused reference (400) stays to fix.
        onError: (error) => {
          if ((error as ApiError).status !== 400) setConfirming(false)
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
          onClick={() => setConfirming(true)}
          aria-label={`Confirm recharge ${recharge.id}`}
        >
          Confirm
        </Button>
        <Popconfirm
          title={`Mark recharge #${recharge.id} as error?`}
          description="Nothing is credited."
          okText="Mark error"
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            decide.mutate({
              id: recharge.id,
              verb: 'error',
              said: `Recharge #${recharge.id} marked as error.`,
            })
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
      <BankReferenceModal
        open={confirming}
        formId={`confirm-recharge-${recharge.id}`}
        title={`Confirm recharge #${recharge.id}`}
        okText="Confirm and credit"
        pending={decide.isPending}
        onClose={() => setConfirming(false)}
        onSubmit={onConfirm}
      >
        <p>{`Credit ${amount} to ${recharge.phone}. Check that the money arrived first; this cannot be undone.`}</p>
      </BankReferenceModal>
    </>
  )
}
