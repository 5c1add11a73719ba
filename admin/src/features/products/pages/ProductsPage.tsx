import { useState } from 'react'
import { Button, Tag, type TableColumnsType } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import type { OpsProductRow, ProductStatus } from '@app/contracts'
import { DataTable } from '../../../lib/DataTable.tsx'
import { Money, formatBasisPoints } from '../../../lib/money.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { useIsAdmin } from '../../../lib/operator.ts'
import { useProducts } from '../api/products.ts'
import { ProductActions } from '../components/ProductActions.tsx'
import { ProductFormModal } from '../components/ProductFormModal.tsx'
import { ProfitRuleDays } from '../components/ProfitRuleDays.tsx'
import { describePeriod } from '../model/product-terms.ts'

const STATUS_TAGS: Record<ProductStatus, { color?: string; label: string }> = {
  draft: { label: 'Draft' },
  published: { color: 'success', label: 'Published' },
  unpublished: { color: 'warning', label: 'Unpublished' },
}

const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>

const columns: TableColumnsType<OpsProductRow> = [
  { title: 'Name', dataIndex: 'name', render: (name: string) => <strong>{name}</strong> },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: ProductStatus) => (
      <Tag color={STATUS_TAGS[status].color}>{STATUS_TAGS[status].label}</Tag>
    ),
  },
  { title: 'Price', dataIndex: 'price', render: (price: string) => <Money minor={price} /> },
  {
    title: 'Earnings',
    key: 'earnings',
    render: (_, row) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        <Money minor={row.earningAmount} /> × {row.earningsCount}
      </span>
    ),
  },
  {
    title: 'Claim period',
    dataIndex: 'claimPeriodSeconds',
    render: (s: number) => nowrap(describePeriod(s)),
  },
  { title: 'Profit days', dataIndex: 'profitRule', render: (rule: string) => <ProfitRuleDays rule={rule} /> },
  { title: 'Min VIP', dataIndex: 'minVip' },
  { title: 'Limit', dataIndex: 'purchaseLimit' },
  { title: 'Holdings', dataIndex: 'holdings' },
  { title: 'Estimated total', key: 'total', render: (_, row) => <Money minor={row.view.estimatedTotal} /> },
  { title: 'Return', key: 'return', render: (_, row) => nowrap(formatBasisPoints(row.view.returnRateBp)) },
  {
    title: 'Daily revenue',
    key: 'daily',
    // Only plans that run whole days have one.
    render: (_, row) => (row.view.dailyRevenue === null ? '--' : <Money minor={row.view.dailyRevenue} />),
  },
  { title: 'Cycle', key: 'cycle', render: (_, row) => nowrap(`${row.view.cycleDays} days`) },
]

export function ProductsPage() {
  const products = useProducts()
  const isAdmin = useIsAdmin()
  // undefined: closed; null: adding; a row: editing it.
  const [editing, setEditing] = useState<OpsProductRow | null | undefined>(undefined)

  const actions: TableColumnsType<OpsProductRow> = isAdmin
    ? [
        {
          title: 'Actions',
          key: 'actions',
          render: (_, row) => <ProductActions product={row} onEdit={setEditing} />,
        },
      ]
    : []

  return (
    <>
      <PageHeading
        title="Products"
        extra={
          isAdmin && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              Add product
            </Button>
          )
        }
      />
      <DataTable<OpsProductRow>
        label="Products"
        rowKey="id"
        columns={[...columns, ...actions]}
        dataSource={products.data}
        loading={products.isPending}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
      />
      {isAdmin && <ProductFormModal product={editing} onClose={() => setEditing(undefined)} />}
    </>
  )
}
