import { useRef, type ReactNode } from 'react'
import { Form, Input, Modal, type InputRef } from 'antd'
import { bankReference, moneyDecisionBody } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'

interface BankReferenceModalProps {
  open: boolean
  /** Names the dialog's form; unique on the page (one dialog per row). */
  formId: string
  title: string
  okText: string
  pending: boolean
  onClose: () => void
  onSubmit: (reference: string) => void
  /** What the money does, said above the field. */
  children: ReactNode
}

/**
 * Confirming a recharge or completing a withdrawal: the bank's transaction reference is required,
 * checked with the contract's rule (so the console and the server refuse the same text), and the
 * field has the focus as the dialog opens. A new opening starts empty.
 */
export function BankReferenceModal(props: BankReferenceModalProps) {
  const { open, formId, title, okText, pending, onClose, onSubmit, children } = props
  const input = useRef<InputRef>(null)
  const t = useT()
  const onFinish = (values: { reference: string }) => onSubmit(parseForm(moneyDecisionBody, values).reference)

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ htmlType: 'submit', form: formId }}
      onCancel={onClose}
      confirmLoading={pending}
      afterOpenChange={(opened) => {
        if (opened) input.current?.focus()
      }}
      destroyOnHidden
    >
      {children}
      <Form
        name={formId}
        layout="vertical"
        requiredMark={false}
        initialValues={{ reference: '' }}
        onFinish={onFinish}
      >
        <Form.Item
          label={t('queue.bankReference')}
          name="reference"
          extra={t('queue.bankReferenceHelp')}
          rules={[zodRule(bankReference, 'validation.bankReferenceInvalid')]}
        >
          <Input ref={input} autoFocus autoComplete="off" maxLength={64} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
