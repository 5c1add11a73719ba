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
import { useT, type TFunction } from '../../../lib/i18n.ts'

const STATUS_TAGS: Record<ProductStatus, { color?: string; label: string }> = {
  draft: { label: 'products.draft' },
  published: { color: 'success', label: 'products.published' },
  unpublished: { color: 'warning', label: 'products.unpublished' },
}

const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>

const columnsFor = (t: TFunction): TableColumnsType<OpsProductRow> => [
  { title: t('products.name'), dataIndex: 'name', render: (name: string) => <strong>{name}</strong> },
  {
    title: t('products.status'),
    dataIndex: 'status',
    render: (status: ProductStatus) => (
      <Tag color={STATUS_TAGS[status].color}>{t(STATUS_TAGS[status].label)}</Tag>
    ),
  },
  { title: t('products.price'), dataIndex: 'price', render: (price: string) => <Money minor={price} /> },
  {
    title: t('products.earnings'),
    key: 'earnings',
    render: (_, row) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        <Money minor={row.earningAmount} /> × {row.earningsCount}
      </span>
    ),
  },
  {
    title: t('products.claimPeriod'),
    dataIndex: 'claimPeriodSeconds',
    render: (s: number) => nowrap(describePeriod(s)),
  },
  {
    title: t('products.profitDays'),
    dataIndex: 'profitRule',
    render: (rule: string) => <ProfitRuleDays rule={rule} />,
  },
  { title: t('products.minVip'), dataIndex: 'minVip' },
  { title: t('products.limit'), dataIndex: 'purchaseLimit' },
  { title: t('products.holdings'), dataIndex: 'holdings' },
  {
    title: t('products.estimatedTotal'),
    key: 'total',
    render: (_, row) => <Money minor={row.view.estimatedTotal} />,
  },
  {
    title: t('products.return'),
    key: 'return',
    render: (_, row) => nowrap(formatBasisPoints(row.view.returnRateBp)),
  },
  {
    title: t('products.dailyRevenue'),
    key: 'daily',
    // Only plans that run whole days have one.
    render: (_, row) => (row.view.dailyRevenue === null ? '--' : <Money minor={row.view.dailyRevenue} />),
  },
  {
    title: t('products.cycle'),
    key: 'cycle',
    render: (_, row) => nowrap(t('products.cycleDays', { count: row.view.cycleDays })),
  },
]

export function ProductsPage() {
  const products = useProducts()
  const isAdmin = useIsAdmin()
  const t = useT()
  // undefined: closed; null: adding; a row: editing it.
  const [editing, setEditing] = useState<OpsProductRow | null | undefined>(undefined)

  const actions: TableColumnsType<OpsProductRow> = isAdmin
    ? [
        {
          title: t('products.actions'),
          key: 'actions',
          render: (_, row) => <ProductActions product={row} onEdit={setEditing} />,
        },
      ]
    : []

  return (
    <>
      <PageHeading
        title={t('products.title')}
        extra={
          isAdmin && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('products.add')}
            </Button>
          )
        }
      />
      <DataTable<OpsProductRow>
        label={t('products.title')}
        rowKey="id"
        columns={[...columnsFor(t), ...actions]}
        dataSource={products.data}
        loading={products.isPending}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
      />
      {isAdmin && <ProductFormModal product={editing} onClose={() => setEditing(undefined)} />}
    </>
  )
}
