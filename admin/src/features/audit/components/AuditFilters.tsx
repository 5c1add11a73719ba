import { useState } from 'react'
import { Button, Flex, Input, Select, Typography } from 'antd'
import { DownloadOutlined } from '@ant-design/icons'
import { AUDIT_ACTIONS, type AuditAction } from '@app/contracts'
import { dayRange } from '../../../lib/date-range.ts'
import { auditLogExportUrl, useAuditOperators, type AuditLogFilter } from '../api/audit-log.ts'

const actionOptions = AUDIT_ACTIONS.map((action) => ({ value: action, label: action }))

/**
 * The audit log's filters: operator, action, object, days and free text, applied by the server;
 * and the export of what they select (for the chosen days).
 */
export function AuditFilters({ onChange }: { onChange: (filter: AuditLogFilter) => void }) {
  const operators = useAuditOperators()
  const [operator, setOperator] = useState<number | undefined>()
  const [action, setAction] = useState<AuditAction | undefined>()
  const [object, setObject] = useState('')
  const [first, setFirst] = useState('')
  const [last, setLast] = useState('')
  const [q, setQ] = useState('')
  const picked = first || last ? dayRange(first, last) : null
  const problem = picked && 'problem' in picked ? picked.problem : null
  const range = picked && !('problem' in picked) ? picked : undefined
  const filter: AuditLogFilter = { q, operator, action, object: object.trim(), range }

  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Flex gap={8} wrap align="center">
        <Select
          aria-label="Operator"
          placeholder="Any operator"
          allowClear
          style={{ width: 180 }}
          loading={operators.isPending}
          value={operator}
          onChange={setOperator}
          options={operators.data?.map((o) => ({ value: o.id, label: o.username }))}
        />
        <Select
          aria-label="Action"
          placeholder="Any action"
          allowClear
          showSearch
          style={{ width: 220 }}
          value={action}
          onChange={setAction}
          options={actionOptions}
        />
        <Input
          aria-label="Object"
          placeholder="Object, e.g. withdrawal:12"
          allowClear
          style={{ width: 220 }}
          value={object}
          onChange={(event) => setObject(event.target.value)}
        />
        <Input
          type="date"
          aria-label="First day"
          value={first}
          onChange={(e) => setFirst(e.target.value)}
          style={{ width: 150 }}
        />
        <Typography.Text aria-hidden>–</Typography.Text>
        <Input
          type="date"
          aria-label="Last day"
          value={last}
          onChange={(e) => setLast(e.target.value)}
          style={{ width: 150 }}
        />
      </Flex>
      <Flex gap={8} wrap align="center">
        <Input
          aria-label="Search the audit log"
          placeholder="Operator, action or target"
          allowClear
          style={{ width: 320 }}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          onPressEnter={() => onChange(filter)}
        />
        <Button type="primary" onClick={() => onChange(filter)} disabled={problem !== null}>
          Apply filters
        </Button>
        <Button
          icon={<DownloadOutlined />}
          href={range ? auditLogExportUrl({ ...filter, range }) : undefined}
          download
          disabled={!range}
          aria-label="Export CSV of the audit log"
        >
          Export CSV
        </Button>
        {problem ? (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        ) : (
          !range && <Typography.Text type="secondary">Choose the days to export them.</Typography.Text>
        )}
      </Flex>
    </Flex>
  )
}
