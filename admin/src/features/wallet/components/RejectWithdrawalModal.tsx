import { Form, Input, Modal } from 'antd'
import { rejectWithdrawalBody, type OpsWithdrawalRow } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import { useMoney } from '../../../lib/money.tsx'
import { useModalRecord } from '../../../lib/use-modal-record.ts'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import { useDecideWithdrawal } from '../api/withdrawals.ts'

const FORM_ID = 'reject-withdrawal-form'

interface RejectWithdrawalModalProps {
  withdrawal: OpsWithdrawalRow | null
  onClose: () => void
}

/** Rejecting returns the amount to the user's wallet; the reason is shown to them. */
export function RejectWithdrawalModal({ withdrawal, onClose }: RejectWithdrawalModalProps) {
  const money = useMoney()
  const decide = useDecideWithdrawal()
  const t = useT()
  const { shown, formKey } = useModalRecord(withdrawal ?? undefined)

  function onFinish(values: { reason: string }) {
    if (!shown) return
    const { reason } = parseForm(rejectWithdrawalBody, values)
    decide.mutate(
      {
        id: shown.id,
        verb: 'reject',
        reason,
        said: t('queue.withdrawalRejected', { id: shown.id }),
      },
      {
        // Decided by someone else (409) or gone: the queue has been reloaded, nothing left to do here.
        onSettled: onClose,
      },
    )
  }

  return (
    <Modal
      open={withdrawal !== null}
      title={shown ? t('queue.rejectWithdrawalTitle', { id: shown.id }) : undefined}
      okText={t('queue.rejectWithdrawalOk')}
      okButtonProps={{ danger: true, htmlType: 'submit', form: FORM_ID }}
      onCancel={onClose}
      confirmLoading={decide.isPending}
      destroyOnHidden
    >
      {shown && (
        <p>
          {t('queue.goesBack', {
            amount: money(shown.amount),
            wallet: t(`walletWord.${shown.wallet}`),
            phone: shown.phone,
          })}
        </p>
      )}
      {/* Keyed by the opening, so a reason typed for one withdrawal never carries over to the next. */}
      <Form
        key={formKey}
        name={FORM_ID}
        layout="vertical"
        requiredMark={false}
        initialValues={{ reason: '' }}
        onFinish={onFinish}
      >
        <Form.Item
          label={t('queue.reason')}
          name="reason"
          extra={t('queue.userSeesReason')}
          rules={[zodRule(rejectWithdrawalBody.shape.reason, 'validation.reasonRequired')]}
        >
          <Input.TextArea rows={3} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
