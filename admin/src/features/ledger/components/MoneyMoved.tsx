import { Table, Typography, type TableColumnsType } from 'antd'
import type { DashboardFigure, DashboardPeriod } from '@app/contracts'
import { formatCount, formatDateTime } from '../../../lib/format.ts'
import { useLocale, useT } from '../../../lib/i18n.ts'
import { useMoney } from '../../../lib/money.tsx'

interface Row {
  key: string
  label: string
  today: DashboardFigure
  week: DashboardFigure
  note?: (period: DashboardPeriod) => string
}

const LINES: { key: keyof Omit<DashboardPeriod, 'from' | 'withdrawalFees'>; label: string }[] = [
  { key: 'recharges', label: 'dashboard.recharges' },
  { key: 'withdrawals', label: 'dashboard.withdrawals' },
  { key: 'purchases', label: 'dashboard.purchases' },
  { key: 'income', label: 'dashboard.income' },
]

/** Today's and this week's money, as the ledger's entries record it. */
export function MoneyMoved({ today, week }: { today: DashboardPeriod; week: DashboardPeriod }) {
  const money = useMoney()
  const t = useT()
  const locale = useLocale()
  const rows: Row[] = LINES.map(({ key, label }) => ({
    key,
    label: t(label),
    today: today[key],
    week: week[key],
  }))
  const amount = (figure: DashboardFigure) => (
    <span style={{ whiteSpace: 'nowrap' }}>{money(figure.amount)}</span>
  )
  const columns: TableColumnsType<Row> = [
    {
      title: t('dashboard.moneyMoved'),
      dataIndex: 'label',
      render: (label: string) => <strong>{label}</strong>,
    },
    {
      title: t('dashboard.todayCount'),
      align: 'right',
      render: (_, row) => formatCount(row.today.count, locale),
    },
    { title: t('dashboard.todayAmount'), align: 'right', render: (_, row) => amount(row.today) },
    {
      title: t('dashboard.weekCount'),
      align: 'right',
      render: (_, row) => formatCount(row.week.count, locale),
    },
    { title: t('dashboard.weekAmount'), align: 'right', render: (_, row) => amount(row.week) },
  ]
  return (
    <>
      <Table<Row>
        data-testid="money-moved"
        size="middle"
        columns={columns}
        dataSource={rows}
        pagination={false}
        bordered
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('dashboard.feesNote', { today: money(today.withdrawalFees), week: money(week.withdrawalFees) })}{' '}
        {t('dashboard.daysNote', {
          today: formatDateTime(today.from, locale),
          week: formatDateTime(week.from, locale),
        })}
      </Typography.Paragraph>
    </>
  )
}
