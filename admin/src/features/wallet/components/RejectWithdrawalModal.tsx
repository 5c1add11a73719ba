import type { ReactNode } from 'react'
import { Form, Input, Modal } from 'antd'
import { rejectWithdrawalBody, type OpsWithdrawalRow } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import { useMoney } from '../../../lib/money.tsx'
import { useModalRecord } from '../../../lib/use-modal-record.ts'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import { useDecideWithdrawal } from '../api/withdrawals.ts'

interface ReasonModalProps {
  open: boolean
  /** Names the dialog's form; unique on the page. */
  formId: string
  /** Changes on each opening, so a reason typed before never carries over. */
  formKey?: number
  title: string | undefined
  okText: string
  /** Under the field: who reads the reason. */
  help: string
  pending: boolean
  onClose: () => void
  onSubmit: (reason: string) => void
  /** What the money does, said above the field. */
  children: ReactNode
}

/** Rejecting one withdrawal or many: a reason is required, checked with the contract's rule. */
export function RejectReasonModal(props: ReasonModalProps) {
  const { open, formId, formKey, title, okText, help, pending, onClose, onSubmit, children } = props
  const t = useT()
  const onFinish = (values: { reason: string }) => onSubmit(parseForm(rejectWithdrawalBody, values).reason)
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, htmlType: 'submit', form: formId }}
      onCancel={onClose}
      confirmLoading={pending}
      destroyOnHidden
    >
      {children}
      <Form
        key={formKey}
        name={formId}
        layout="vertical"
        requiredMark={false}
        initialValues={{ reason: '' }}
        onFinish={onFinish}
      >
        <Form.Item
          label={t('queue.reason')}
          name="reason"
          extra={help}
          rules={[zodRule(rejectWithdrawalBody.shape.reason, 'validation.reasonRequired')]}
        >
          <Input.TextArea rows={3} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  )
}

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

  function onSubmit(reason: string) {
    if (!shown) return
    decide.mutate(
      { id: shown.id, verb: 'reject', reason, said: t('queue.withdrawalRejected', { id: shown.id }) },
      // Decided by someone else (409) or gone: the queue has been reloaded, nothing left to do here.
      { onSettled: onClose },
    )
  }

  return (
    <RejectReasonModal
      open={withdrawal !== null}
      formId="reject-withdrawal-form"
      formKey={formKey}
      title={shown ? t('queue.rejectWithdrawalTitle', { id: shown.id }) : undefined}
      okText={t('queue.rejectWithdrawalOk')}
      help={t('queue.userSeesReason')}
      pending={decide.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
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
    </RejectReasonModal>
  )
}
