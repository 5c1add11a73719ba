import { useSearchParams } from 'react-router'
import { Typography, type TableColumnsType } from 'antd'
import type { AuditLogRow } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { LoadMore } from '../../../lib/LoadMore.tsx'
import { useMoney } from '../../../lib/money.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { useAuditLog } from '../api/audit-log.ts'
import { AuditChanges } from '../components/AuditChanges.tsx'
import { AuditFilters } from '../components/AuditFilters.tsx'
import { auditFilterOf, auditParamsOf, readAuditParams } from '../model/audit-params.ts'
import { auditSentence } from '../model/sentences.ts'
import { useLocale, useT } from '../../../lib/i18n.ts'

/** The audit log, filtered as its address says (`model/audit-params.ts`), so Back restores a search. */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams()
  const applied = readAuditParams(params)
  const log = useAuditLog(auditFilterOf(applied))
  const money = useMoney()
  const rows = log.data?.pages.flatMap((page) => page.items) ?? []
  const t = useT()
  const locale = useLocale()
  const columns: TableColumnsType<AuditLogRow> = [
    { title: t('audit.time'), dataIndex: 'createdAt', render: renderTime, width: 180 },
    { title: t('audit.operator'), dataIndex: 'operator', width: 140 },
    {
      title: t('audit.whatHappened'),
      key: 'sentence',
      render: (_, row) => auditSentence(row, money, t, locale),
    },
    {
      title: t('audit.action'),
      dataIndex: 'action',
      width: 200,
      render: (action: string) => <Typography.Text type="secondary">{action}</Typography.Text>,
    },
  ]

  return (
    <>
      <PageHeading title={t('audit.title')} />
      <AuditFilters
        key={params.toString()}
        applied={applied}
        onApply={(filters) => setParams(auditParamsOf(filters))}
      />
      <DataTable<AuditLogRow>
        label={t('audit.entries')}
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={log.isPending}
        pagination={false}
        locale={{ emptyText: t('audit.noMatch') }}
        expandable={{
          columnTitle: t('audit.changes'),
          expandedRowRender: (row) => <AuditChanges row={row} />,
        }}
      />
      <LoadMore {...log} label={t('audit.loadMore')} />
    </>
  )
}
