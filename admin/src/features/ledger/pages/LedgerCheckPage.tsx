import { Alert, Button, Tag, Typography, type TableColumnsType } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import { formatUnixSeconds, type LedgerCheckReply } from '@app/contracts'
import { DataTable } from '../../../lib/DataTable.tsx'
import { useIsAdmin } from '../../../lib/operator.ts'
import { ExportCsv } from '../../../lib/ExportCsv.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { ledgerExportUrl } from '../api/ledger-export.ts'
import { useLedgerCheck } from '../api/ledger-check.ts'
import { ReverseEntryForm } from '../components/ReverseEntryForm.tsx'

type CheckRow = LedgerCheckReply['checks'][number]

const columns: TableColumnsType<CheckRow> = [
  { title: 'Invariant', dataIndex: 'id', width: 100 },
  { title: 'Rule', dataIndex: 'name' },
  {
    title: 'Result',
    dataIndex: 'ok',
    width: 110,
    render: (ok: boolean) => (ok ? <Tag color="success">OK</Tag> : <Tag color="error">Failed</Tag>),
  },
  {
    title: 'Detail',
    dataIndex: 'detail',
    render: (detail: string) => <span style={{ wordBreak: 'break-word' }}>{detail || '—'}</span>,
  },
]

function Verdict({ report }: { report: LedgerCheckReply }) {
  const failed = report.checks.filter((check) => !check.ok).length
  return (
    <Alert
      showIcon
      role="status"
      type={report.ok ? 'success' : 'error'}
      style={{ marginBottom: 16 }}
      title={
        report.ok
          ? `All ${report.checks.length} invariants hold.`
          : `${failed} of ${report.checks.length} invariants failed. Stop moving money and investigate.`
      }
      description={
        <Typography.Text data-testid="ledger-checked-at">
          {`Checked at ${formatUnixSeconds(report.checkedAt)}`}
        </Typography.Text>
      }
    />
  )
}

export function LedgerCheckPage() {
  const check = useLedgerCheck()
  const isAdmin = useIsAdmin()
  return (
    <>
      <PageHeading
        title="Ledger check"
        extra={
          <Button icon={<ReloadOutlined />} loading={check.isFetching} onClick={() => void check.refetch()}>
            Run again
          </Button>
        }
      />
      {check.data && <Verdict report={check.data} />}
      <DataTable<CheckRow>
        label="Ledger invariants"
        // One invariant may have several checks (I1 per entry and for the whole ledger).
        rowKey={(row) => `${row.id} ${row.name}`}
        columns={columns}
        dataSource={check.data?.checks}
        loading={check.isFetching}
        pagination={false}
      />
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        Export the ledger
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Every posting of the chosen days, one line each; over the whole ledger the amounts of each currency
        sum to zero.
      </Typography.Paragraph>
      <ExportCsv what="ledger" urlFor={ledgerExportUrl} />
      {isAdmin && <ReverseEntryForm />}
    </>
  )
}
