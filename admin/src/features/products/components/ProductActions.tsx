import { App, Button, Popconfirm, Space } from 'antd'
import type { OpsProductRow } from '@app/contracts'
import { useSetProductStatus } from '../api/products.ts'
import { ProductTextsButton } from './ProductTextsEditor.tsx'

interface ProductActionsProps {
  product: OpsProductRow
  onEdit: (product: OpsProductRow) => void
}

export function ProductActions({ product, onEdit }: ProductActionsProps) {
  const { message } = App.useApp()
  const setStatus = useSetProductStatus()
  const verb = product.status === 'published' ? 'unpublish' : 'publish'
  const label = verb === 'publish' ? 'Publish' : 'Unpublish'

  function onConfirm() {
    setStatus.mutate(
      { id: product.id, verb },
      { onSuccess: (saved) => void message.success(`${saved.name} is now ${saved.status}.`) },
    )
  }

  return (
    <Space wrap>
      <Button size="small" onClick={() => onEdit(product)} aria-label={`Edit ${product.name}`}>
        Edit
      </Button>
      <ProductTextsButton product={product} />
      <Popconfirm
        title={`${label} ${product.name}?`}
        description={
          verb === 'publish'
            ? 'Users can see and buy it at once.'
            : 'Users can no longer buy it; holdings keep paying.'
        }
        okText={label}
        onConfirm={onConfirm}
      >
        <Button
          size="small"
          type={verb === 'publish' ? 'primary' : 'default'}
          loading={setStatus.isPending}
          aria-label={`${label} ${product.name}`}
        >
          {label}
        </Button>
      </Popconfirm>
    </Space>
  )
}
