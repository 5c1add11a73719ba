import { useState } from 'react'
import { Button, Popconfirm, Space } from 'antd'
import type { OpsRechargeRow } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import { useMoney } from '../../../lib/money.tsx'
import type { ApiError } from '../../../lib/request.ts'
import { useDecideRecharge } from '../api/recharges.ts'
import { BankReferenceModal } from './BankReferenceModal.tsx'

export function RechargeActions({ recharge }: { recharge: OpsRechargeRow }) {
  const money = useMoney()
  const decide = useDecideRecharge()
  const t = useT()
  const [confirming, setConfirming] = useState(false)
  const amount = money(recharge.amount)

  function onConfirm(reference: string) {
    decide.mutate(
      {
        id: recharge.id,
        verb: 'confirm',
        reference,
        said: t('queue.rechargeConfirmed', { id: recharge.id, amount }),
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
          aria-label={t('queue.confirmRecharge', { id: recharge.id })}
        >
          {t('queue.confirm')}
        </Button>
        <Popconfirm
          title={t('queue.markErrorTitle', { id: recharge.id })}
          description={t('queue.nothingCredited')}
          okText={t('queue.markError')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            decide.mutate({
              id: recharge.id,
              verb: 'error',
              said: t('queue.rechargeMarkedError', { id: recharge.id }),
            })
          }
        >
          <Button
            size="small"
            danger
            loading={decide.isPending}
            aria-label={t('queue.markErrorOn', { id: recharge.id })}
          >
            {t('queue.markError')}
          </Button>
        </Popconfirm>
      </Space>
      <BankReferenceModal
        open={confirming}
        formId={`confirm-recharge-${recharge.id}`}
        title={t('queue.confirmRechargeTitle', { id: recharge.id })}
        okText={t('queue.confirmAndCredit')}
        pending={decide.isPending}
        onClose={() => setConfirming(false)}
        onSubmit={onConfirm}
      >
        <p>{t('queue.creditTo', { amount, phone: recharge.phone })}</p>
      </BankReferenceModal>
    </>
  )
}
