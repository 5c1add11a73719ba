import { Button, Descriptions, Popconfirm, Space } from 'antd'
import type { OpsRechargeRow } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import { useMoney } from '../../../lib/money.tsx'
import { useDecideRecharge } from '../api/recharges.ts'
import { BankReferenceAction } from './BankReferenceModal.tsx'

export function RechargeActions({ recharge }: { recharge: OpsRechargeRow }) {
  const money = useMoney()
  const decide = useDecideRecharge()
  const t = useT()
  const { id } = recharge
  const amount = money(recharge.amount)

  return (
    <Space size={6}>
      <BankReferenceAction
        text={t('queue.confirm')}
        name={t('queue.confirmRecharge', { id })}
        formId={`confirm-recharge-${id}`}
        title={t('queue.confirmRechargeTitle', { id })}
        okText={t('queue.confirmAndCredit')}
        pending={decide.isPending}
        onSubmit={(reference, settled) =>
          decide.mutate(
            { id, verb: 'confirm', reference, said: t('queue.rechargeConfirmed', { id, amount }) },
            settled,
          )
        }
      >
        <p>{t('queue.creditTo', { amount, phone: recharge.phone })}</p>
        <Descriptions
          size="small"
          column={1}
          bordered
          title={t('queue.matchStatement')}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'ref', label: t('queue.paymentReference'), children: recharge.paymentReference },
            { key: 'payer', label: t('queue.payerAccount'), children: recharge.payerAccount },
            { key: 'member', label: t('queue.membershipNumber'), children: recharge.membershipNumber },
            {
              key: 'channel',
              label: t('queue.channel'),
              children: recharge.channel ? `${recharge.channel.name} (${recharge.channel.companyName})` : '—',
            },
          ]}
        />
      </BankReferenceAction>
      <Popconfirm
        title={t('queue.markErrorTitle', { id })}
        description={t('queue.nothingCredited')}
        okText={t('queue.markError')}
        okButtonProps={{ danger: true }}
        onConfirm={() => decide.mutate({ id, verb: 'error', said: t('queue.rechargeMarkedError', { id }) })}
      >
        <Button size="small" danger loading={decide.isPending} aria-label={t('queue.markErrorOn', { id })}>
          {t('queue.markError')}
        </Button>
      </Popconfirm>
    </Space>
  )
}
