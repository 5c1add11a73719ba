import { Table, Typography } from 'antd'
import type { AuditLogRow } from '@app/contracts'
import { useMoney } from '../../../lib/money.tsx'
import { auditDiff, type FieldChange } from '../model/diff.ts'

const columns = [
  { title: 'Field', dataIndex: 'field', width: 200 },
  {
    title: 'Change',
    key: 'change',
    render: (_: unknown, change: FieldChange) => <Value text={`${change.before} → ${change.after}`} />,
  },
]

function Value({ text }: { text: string }) {
  return <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{text}</span>
}

/** An entry's before and after as the fields that changed: field, old → new. */
export function AuditChanges({ row }: { row: AuditLogRow }) {
  const money = useMoney()
  const changes = auditDiff(row.before, row.after, money)
  if (changes.length === 0)
    return <Typography.Text type="secondary">Nothing changed in the stored fields.</Typography.Text>
  return (
    <Table<FieldChange>
      aria-label={`Changes of entry ${row.id}`}
      size="small"
      rowKey="field"
      columns={columns}
      dataSource={changes}
      pagination={false}
    />
  )
}
