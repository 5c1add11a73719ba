import { useState } from 'react'
import { Typography, type TableColumnsType } from 'antd'
import type { AuditLogRow } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { LoadMore } from '../../../lib/LoadMore.tsx'
import { useMoney } from '../../../lib/money.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { useAuditLog, type AuditLogFilter } from '../api/audit-log.ts'
import { AuditChanges } from '../components/AuditChanges.tsx'
import { AuditFilters } from '../components/AuditFilters.tsx'
import { auditSentence } from '../model/sentences.ts'

export function AuditLogPage() {
  const [filter, setFilter] = useState<AuditLogFilter>({})
  const log = useAuditLog(filter)
  const money = useMoney()
  const rows = log.data?.pages.flatMap((page) => page.items) ?? []
  const columns: TableColumnsType<AuditLogRow> = [
    { title: 'Time', dataIndex: 'createdAt', render: renderTime, width: 180 },
    { title: 'Operator', dataIndex: 'operator', width: 140 },
    {
      title: 'What happened',
      key: 'sentence',
      render: (_, row) => auditSentence(row, money),
    },
    {
      title: 'Action',
      dataIndex: 'action',
      width: 200,
      render: (action: string) => <Typography.Text type="secondary">{action}</Typography.Text>,
    },
  ]

  return (
    <>
      <PageHeading title="Audit log" />
      <AuditFilters onChange={setFilter} />
      <DataTable<AuditLogRow>
        label="Audit log entries"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={log.isPending}
        pagination={false}
        locale={{ emptyText: 'No audit log entries match these filters.' }}
        expandable={{ columnTitle: 'Changes', expandedRowRender: (row) => <AuditChanges row={row} /> }}
      />
      <LoadMore {...log} label="Load more audit log entries" />
    </>
  )
}
