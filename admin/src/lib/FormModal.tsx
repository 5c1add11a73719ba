import type { ReactNode } from 'react'
import { Form, Modal, type FormInstance } from 'antd'

export interface FormModalProps<T> {
  form: FormInstance<T>
  open: boolean
  title: string | undefined
  okText: string
  pending: boolean
  initialValues: T
  onClose: () => void
  /** Gets the values and the way to close the dialog (on success). */
  onFinish: (values: T, close: () => void) => void
  children: ReactNode
}

/**
 * A dialog holding one form. The form instance outlives the dialog, so it is cleared on the way
 * out: a typed password never carries over to the next opening.
 */
export function FormModal<T>({
  form,
  open,
  title,
  okText,
  pending,
  initialValues,
  onClose,
  onFinish,
  children,
}: FormModalProps<T>) {
  const close = () => {
    form.resetFields()
    onClose()
  }
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={pending}
      destroyOnHidden
    >
      <Form<T>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues as never}
        onFinish={(values) => onFinish(values, close)}
      >
        {children}
      </Form>
    </Modal>
  )
}
