import { useRef, useState, type ReactNode } from 'react'
import { Button, Form, Input, Modal, type InputRef } from 'antd'
import { bankReference, moneyDecisionBody } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import type { ApiError } from '../../../lib/request.ts'
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

/** What becomes of the dialog once the decision is answered. */
export interface ReferenceSettled {
  onSuccess: () => void
  onError: (error: Error) => void
}

type BankReferenceActionProps = Omit<BankReferenceModalProps, 'open' | 'onClose' | 'onSubmit'> & {
  /** The button's text; `name` is its accessible name, which says the row. */
  text: string
  name: string
  /** Makes the decision with the reference; pass `settled` on, for the dialog to close. */
  onSubmit: (reference: string, settled: ReferenceSettled) => void
}

/** A row's primary decision (confirm a recharge, complete a withdrawal): a button opening the dialog. */
export function BankReferenceAction({ text, name, pending, onSubmit, ...dialog }: BankReferenceActionProps) {
  const [open, setOpen] = useState(false)
  const settled: ReferenceSettled = {
    onSuccess: () => setOpen(false),
    // Decided by someone else, or waiting for a second operator (409): the queue has been
    // reloaded and the dialog has nothing left to do. A refused reference (400) stays to fix.
    onError: (error) => {
      if ((error as ApiError).status !== 400) setOpen(false)
    },
  }
  return (
    <>
      <Button size="small" type="primary" loading={pending} onClick={() => setOpen(true)} aria-label={name}>
        {text}
      </Button>
      <BankReferenceModal
        {...dialog}
        open={open}
        pending={pending}
        onClose={() => setOpen(false)}
        onSubmit={(reference) => onSubmit(reference, settled)}
      />
    </>
  )
}
