import { Alert, Button, Tag, Typography, type TableColumnsType } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import { LEDGER_OPS_REVERSE_ENTRY, type LedgerCheckReply } from '@app/contracts'
import { formatDateTime } from '../../../lib/format.ts'
import { useLocale, useT, type TFunction } from '../../../lib/i18n.ts'
import { DataTable } from '../../../lib/DataTable.tsx'
import { useMayCall } from '../../../lib/operator.ts'
import { ExportCsv } from '../../../lib/ExportCsv.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { ledgerExportUrl } from '../api/ledger-export.ts'
import { useLedgerCheck } from '../api/ledger-check.ts'
import { ReverseEntryForm } from '../components/ReverseEntryForm.tsx'

type CheckRow = LedgerCheckReply['checks'][number]

// The rules' names and details are written by the server's checker, in English (decision 0044).
const columnsFor = (t: TFunction): TableColumnsType<CheckRow> => [
  { title: t('ledger.invariant'), dataIndex: 'id', width: 100 },
  { title: t('ledger.rule'), dataIndex: 'name' },
  {
    title: t('ledger.result'),
    dataIndex: 'ok',
    width: 110,
    render: (ok: boolean) =>
      ok ? <Tag color="success">{t('ledger.ok')}</Tag> : <Tag color="error">{t('ledger.failed')}</Tag>,
  },
  {
    title: t('ledger.detail'),
    dataIndex: 'detail',
    render: (detail: string) => <span style={{ wordBreak: 'break-word' }}>{detail || '—'}</span>,
  },
]

function Verdict({ report }: { report: LedgerCheckReply }) {
  const failed = report.checks.filter((check) => !check.ok).length
  const t = useT()
  const locale = useLocale()
  return (
    <Alert
      showIcon
      role="status"
      type={report.ok ? 'success' : 'error'}
      style={{ marginBottom: 16 }}
      title={
        report.ok
          ? t('ledger.allHold', { count: report.checks.length })
          : t('ledger.someFailed', { failed, count: report.checks.length })
      }
      description={
        <Typography.Text data-testid="ledger-checked-at">
          {t('ledger.checkedAt', { time: formatDateTime(report.checkedAt, locale) })}
        </Typography.Text>
      }
    />
  )
}

export function LedgerCheckPage() {
  const check = useLedgerCheck()
  const mayReverse = useMayCall(LEDGER_OPS_REVERSE_ENTRY)
  const t = useT()
  return (
    <>
      <PageHeading
        title={t('ledger.title')}
        extra={
          <Button icon={<ReloadOutlined />} loading={check.isFetching} onClick={() => void check.refetch()}>
            {t('ledger.runAgain')}
          </Button>
        }
      />
      {check.data && <Verdict report={check.data} />}
      <DataTable<CheckRow>
        label={t('ledger.invariants')}
        // One invariant may have several checks (I1 per entry and for the whole ledger).
        rowKey={(row) => `${row.id} ${row.name}`}
        columns={columnsFor(t)}
        dataSource={check.data?.checks}
        loading={check.isFetching}
        pagination={false}
      />
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t('ledger.exportTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('ledger.exportHelp')}</Typography.Paragraph>
      <ExportCsv what={t('ledger.exportWhat')} urlFor={ledgerExportUrl} />
      {mayReverse && <ReverseEntryForm />}
    </>
  )
}
