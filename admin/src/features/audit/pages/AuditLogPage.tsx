import { useState } from 'react'
import { Flex, Input, Typography, type TableColumnsType } from 'antd'
import type { AuditLogRow } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { LoadMore } from '../../../lib/LoadMore.tsx'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { useAuditLog } from '../api/audit-log.ts'

const columns: TableColumnsType<AuditLogRow> = [
  { title: 'Time', dataIndex: 'createdAt', render: renderTime, width: 180 },
  { title: 'Operator', dataIndex: 'operator' },
  { title: 'Action', dataIndex: 'action' },
  { title: 'Target', dataIndex: 'target' },
]

function showJson(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)
}

function AuditChange({ row }: { row: AuditLogRow }) {
  const pre = { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const
  return (
    <Flex gap={24} wrap>
      <div>
        <Typography.Text strong>Before</Typography.Text>
        <pre style={pre}>{showJson(row.before)}</pre>
      </div>
      <div>
        <Typography.Text strong>After</Typography.Text>
        <pre style={pre}>{showJson(row.after)}</pre>
      </div>
    </Flex>
  )
}

export function AuditLogPage() {
  const [q, setQ] = useState('')
  const log = useAuditLog(q)
  const rows = log.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <>
      <PageHeading title="Audit log" />
      <Input.Search
        aria-label="Search the audit log"
        placeholder="Operator, action or target"
        allowClear
        enterButton="Search"
        onSearch={(value) => setQ(value.trim())}
        style={{ maxWidth: 420, marginBottom: 16 }}
      />
      <DataTable<AuditLogRow>
        label="Audit log entries"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={log.isPending}
        pagination={false}
        expandable={{ columnTitle: 'Details', expandedRowRender: (row) => <AuditChange row={row} /> }}
      />
      <LoadMore {...log} label="Load more audit log entries" />
    </>
  )
}
