import { Modal } from 'antd'
import type { OpsProductRow } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import { useModalRecord } from '../../../lib/use-modal-record.ts'
import { useSaveProduct } from '../api/products.ts'
import { PRODUCT_FORM_ID, ProductForm } from './ProductForm.tsx'

interface ProductFormModalProps {
  /** `null` to add a product, a row to edit it, `undefined` when closed. */
  product: OpsProductRow | null | undefined
  onClose: () => void
}

export function ProductFormModal({ product, onClose }: ProductFormModalProps) {
  const save = useSaveProduct()
  const { shown, formKey } = useModalRecord(product)
  const editing = shown ?? null
  const t = useT()

  return (
    <Modal
      open={product !== undefined}
      title={editing ? t('products.editNamed', { name: editing.name }) : t('products.add')}
      okText={editing ? t('products.save') : t('products.create')}
      okButtonProps={{ htmlType: 'submit', form: PRODUCT_FORM_ID }}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={720}
      destroyOnHidden
    >
      <ProductForm key={formKey} product={editing} save={save} onSaved={onClose} />
    </Modal>
  )
}
