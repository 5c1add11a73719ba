import { useState } from 'react'
import { Button, Flex, Input, Select, Typography } from 'antd'
import { DownloadOutlined } from '@ant-design/icons'
import { AUDIT_ACTIONS, type AuditAction } from '@app/contracts'
import { dayRange } from '../../../lib/date-range.ts'
import { auditLogExportUrl, useAuditOperators } from '../api/audit-log.ts'
import { auditFilterOf, type AuditParams } from '../model/audit-params.ts'
import { useT } from '../../../lib/i18n.ts'

// Actions are picked by their stored names, which the log's Action column shows too.
const actionOptions = AUDIT_ACTIONS.map((action) => ({ value: action, label: action }))

interface AuditFiltersProps {
  /** The filters applied now (from the address). */
  applied: AuditParams
  onApply: (filters: AuditParams) => void
}

/**
 * The audit log's filters: operator, action, object, days and free text, applied by the server;
 * and the export of what they select (for the chosen days). They start from the ones applied.
 */
export function AuditFilters({ applied, onApply }: AuditFiltersProps) {
  const operators = useAuditOperators()
  const t = useT()
  const [operator, setOperator] = useState<number | undefined>(applied.operator)
  const [action, setAction] = useState<AuditAction | undefined>(applied.action)
  const [object, setObject] = useState(applied.object)
  const [first, setFirst] = useState(applied.first)
  const [last, setLast] = useState(applied.last)
  const [q, setQ] = useState(applied.q)
  const picked = first || last ? dayRange(first, last) : null
  const problem = picked && 'problem' in picked ? picked.problem : null
  const edited: AuditParams = { q, operator, action, object, first, last }
  const filter = auditFilterOf(edited)
  const { range } = filter
  const apply = () => onApply(edited)

  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Flex gap={8} wrap align="center">
        <Select
          aria-label={t('audit.operator')}
          placeholder={t('audit.anyOperator')}
          allowClear
          style={{ width: 180 }}
          loading={operators.isPending}
          value={operator}
          onChange={setOperator}
          options={operators.data?.map((o) => ({ value: o.id, label: o.username }))}
        />
        <Select
          aria-label={t('audit.action')}
          placeholder={t('audit.anyAction')}
          allowClear
          showSearch
          style={{ width: 220 }}
          value={action}
          onChange={setAction}
          options={actionOptions}
        />
        <Input
          aria-label={t('audit.object')}
          placeholder={t('audit.objectPlaceholder')}
          allowClear
          style={{ width: 220 }}
          value={object}
          onChange={(event) => setObject(event.target.value)}
        />
        <Input
          type="date"
          aria-label={t('audit.firstDay')}
          value={first}
          onChange={(e) => setFirst(e.target.value)}
          style={{ width: 150 }}
        />
        <Typography.Text aria-hidden>–</Typography.Text>
        <Input
          type="date"
          aria-label={t('audit.lastDay')}
          value={last}
          onChange={(e) => setLast(e.target.value)}
          style={{ width: 150 }}
        />
      </Flex>
      <Flex gap={8} wrap align="center">
        <Input
          aria-label={t('audit.search')}
          placeholder={t('audit.searchPlaceholder')}
          allowClear
          style={{ width: 320 }}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          onPressEnter={apply}
        />
        <Button type="primary" onClick={apply} disabled={problem !== null}>
          {t('audit.apply')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          href={range ? auditLogExportUrl({ ...filter, range }) : undefined}
          download
          disabled={!range}
          aria-label={t('audit.exportLabel')}
        >
          {t('export.button')}
        </Button>
        {problem ? (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        ) : (
          !range && <Typography.Text type="secondary">{t('audit.chooseDays')}</Typography.Text>
        )}
      </Flex>
    </Flex>
  )
}
