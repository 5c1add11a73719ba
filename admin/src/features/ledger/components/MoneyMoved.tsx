import { Table, Typography, type TableColumnsType } from 'antd'
import { formatUnixSeconds, type DashboardFigure, type DashboardPeriod } from '@app/contracts'
import { useMoney } from '../../../lib/money.tsx'

interface Row {
  key: string
  label: string
  today: DashboardFigure
  week: DashboardFigure
  note?: (period: DashboardPeriod) => string
}

const LINES: { key: keyof Omit<DashboardPeriod, 'from' | 'withdrawalFees'>; label: string }[] = [
  { key: 'recharges', label: 'Recharges confirmed' },
  { key: 'withdrawals', label: 'Withdrawals paid' },
  { key: 'purchases', label: 'Purchases' },
  { key: 'income', label: 'Income paid' },
]

/** Today's and this week's money, as the ledger's entries record it. */
export function MoneyMoved({ today, week }: { today: DashboardPeriod; week: DashboardPeriod }) {
  const money = useMoney()
  const rows: Row[] = LINES.map(({ key, label }) => ({ key, label, today: today[key], week: week[key] }))
  const amount = (figure: DashboardFigure) => (
    <span style={{ whiteSpace: 'nowrap' }}>{money(figure.amount)}</span>
  )
  const columns: TableColumnsType<Row> = [
    { title: 'Money moved', dataIndex: 'label', render: (label: string) => <strong>{label}</strong> },
    { title: 'Today: count', align: 'right', render: (_, row) => row.today.count },
    { title: 'Today: amount', align: 'right', render: (_, row) => amount(row.today) },
    { title: 'This week: count', align: 'right', render: (_, row) => row.week.count },
    { title: 'This week: amount', align: 'right', render: (_, row) => amount(row.week) },
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
        {`Withdrawals paid include their fees: ${money(today.withdrawalFees)} today, ${money(week.withdrawalFees)} this week. `}
        {`Days are UTC days: today began at ${formatUnixSeconds(today.from)}, this week on Monday at ${formatUnixSeconds(week.from)} (your local time).`}
      </Typography.Paragraph>
    </>
  )
}
