import { Table, Typography } from 'antd'
import type { AuditLogRow } from '@app/contracts'
import { useMoney } from '../../../lib/money.tsx'
import { auditDiff, type FieldChange } from '../model/diff.ts'
import { useT, type TFunction } from '../../../lib/i18n.ts'

// Field names and stored values are the entry's own, the same in every language.
const columnsFor = (t: TFunction) => [
  { title: t('audit.field'), dataIndex: 'field', width: 200 },
  {
    title: t('audit.change'),
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
  const t = useT()
  const changes = auditDiff(row.before, row.after, money)
  if (changes.length === 0)
    return <Typography.Text type="secondary">{t('audit.nothingChanged')}</Typography.Text>
  return (
    <Table<FieldChange>
      aria-label={t('audit.changesOf', { id: row.id })}
      size="small"
      rowKey="field"
      columns={columnsFor(t)}
      dataSource={changes}
      pagination={false}
    />
  )
}
