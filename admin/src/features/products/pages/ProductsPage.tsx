import { useState } from 'react'
import { Button, Tag, Typography, type TableColumnsType } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import type { OpsProductRow, ProductStatus } from '@app/contracts'
import { DataTable } from '../../../lib/DataTable.tsx'
import { Money } from '../../../lib/money.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { useIsAdmin } from '../../../lib/operator.ts'
import { useProducts } from '../api/products.ts'
import { ProductActions } from '../components/ProductActions.tsx'
import { ProductFormModal } from '../components/ProductFormModal.tsx'
import { ProfitRuleDays } from '../components/ProfitRuleDays.tsx'
import { annualText, lengthText, percentText } from '../model/product-figures.ts'
import { describePeriod } from '../model/product-terms.ts'
import { useLocale, useT, type TFunction } from '../../../lib/i18n.ts'
import type { Locale } from '@app/contracts/constants'

const STATUS_TAGS: Record<ProductStatus, { color?: string; label: string }> = {
  draft: { label: 'products.draft' },
  published: { color: 'success', label: 'products.published' },
  unpublished: { color: 'warning', label: 'products.unpublished' },
}

/** A value with what goes with it beneath in grey, on one line each. */
function Stacked({ first, second }: { first: React.ReactNode; second: React.ReactNode }) {
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      {first}
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        {second}
      </Typography.Text>
    </div>
  )
}

/**
 * Each column at most two short lines, so the table and its actions fit a 1440 px screen; the
 * figures are the app's (rate a year, the plan's real length, rates the language's way).
 */
const columnsFor = (t: TFunction, locale: Locale): TableColumnsType<OpsProductRow> => [
  {
    title: t('products.name'),
    dataIndex: 'name',
    render: (name: string, row) => (
      <>
        <strong>{name}</strong>
        <div>
          <Tag color={STATUS_TAGS[row.status].color} style={{ marginTop: 2 }}>
            {t(STATUS_TAGS[row.status].label)}
          </Tag>
        </div>
      </>
    ),
  },
  {
    title: t('products.price'),
    dataIndex: 'price',
    render: (price: string, row) => (
      <Stacked
        first={<Money minor={price} />}
        second={
          <>
            {t('products.paysBackPrefix')} <Money minor={row.view.estimatedTotal} />
          </>
        }
      />
    ),
  },
  {
    title: t('products.earnings'),
    key: 'earnings',
    render: (_, row) => (
      <Stacked
        first={
          <>
            <Money minor={row.earningAmount} /> × {row.earningsCount}
          </>
        }
        second={t('products.everyPeriod', { period: describePeriod(row.claimPeriodSeconds) })}
      />
    ),
  },
  {
    title: t('products.profitDays'),
    dataIndex: 'profitRule',
    render: (rule: string) => <ProfitRuleDays rule={rule} />,
  },
  {
    title: t('products.whoMayBuy'),
    key: 'limits',
    render: (_, row) => (
      <Stacked
        first={row.minVip === 0 ? t('products.anyVip') : t('products.vipAtLeast', { level: row.minVip })}
        second={t('products.perUserLimit', { count: row.purchaseLimit })}
      />
    ),
  },
  { title: t('products.holdings'), dataIndex: 'holdings' },
  {
    title: t('products.annualRate'),
    key: 'annual',
    render: (_, row) => (
      <Stacked first={annualText(row.view.annualRateBp, locale)} second={t('products.annualBasis')} />
    ),
  },
  {
    title: t('products.returnOverLength'),
    key: 'return',
    render: (_, row) => (
      <Stacked
        first={percentText(row.view.returnRateBp, locale)}
        second={lengthText(row.view.lengthSeconds)}
      />
    ),
  },
]

export function ProductsPage() {
  const products = useProducts()
  const isAdmin = useIsAdmin()
  const t = useT()
  const locale = useLocale()
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
        columns={[...columnsFor(t, locale), ...actions]}
        dataSource={products.data}
        loading={products.isPending}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
      />
      {isAdmin && <ProductFormModal product={editing} onClose={() => setEditing(undefined)} />}
    </>
  )
}
