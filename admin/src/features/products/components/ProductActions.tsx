import { App, Button, Popconfirm, Space } from 'antd'
import { EditOutlined } from '@ant-design/icons'
import type { OpsProductRow } from '@app/contracts'
import { useSetProductStatus } from '../api/products.ts'
import { useT } from '../../../lib/i18n.ts'
import { ProductTextsButton } from './ProductTextsEditor.tsx'

interface ProductActionsProps {
  product: OpsProductRow
  onEdit: (product: OpsProductRow) => void
}

export function ProductActions({ product, onEdit }: ProductActionsProps) {
  const { message } = App.useApp()
  const setStatus = useSetProductStatus()
  const verb = product.status === 'published' ? 'unpublish' : 'publish'
  const t = useT()
  const label = verb === 'publish' ? t('products.publish') : t('products.unpublish')
  const named = { name: product.name }

  function onConfirm() {
    setStatus.mutate(
      { id: product.id, verb },
      { onSuccess: (saved) => void message.success(t(`products.now.${saved.status}`, { name: saved.name })) },
    )
  }

  return (
    <Space size={6}>
      <Button
        size="small"
        icon={<EditOutlined />}
        onClick={() => onEdit(product)}
        title={t('products.edit')}
        aria-label={t('products.editNamed', { name: product.name })}
      />
      <ProductTextsButton product={product} />
      <Popconfirm
        title={t(`products.${verb}Confirm`, named)}
        description={verb === 'publish' ? t('products.publishEffect') : t('products.unpublishEffect')}
        okText={label}
        onConfirm={onConfirm}
      >
        <Button
          size="small"
          type={verb === 'publish' ? 'primary' : 'default'}
          loading={setStatus.isPending}
          aria-label={t(`products.${verb}Named`, named)}
        >
          {label}
        </Button>
      </Popconfirm>
    </Space>
  )
}
