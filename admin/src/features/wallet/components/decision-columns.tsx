import { Typography, type TableColumnsType } from 'antd'
import { renderTime } from '../../../lib/DataTable.tsx'
import { translate, useT } from '../../../lib/i18n.ts'

/** What a decided recharge or withdrawal tells about its decision. */
export interface Decided {
  decidedAt: number | null
  decidedBy: string | null
  requestedBy: string | null
  bankReference: string | null
}

/** When and by whom: the deciding operator, and above the approval cap the one who asked first. */
function Decision({ row }: { row: Decided }) {
  const t = useT()
  if (row.decidedAt === null) return <>—</>
  return (
    <>
      {renderTime(row.decidedAt)}
      {row.decidedBy !== null && (
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {row.requestedBy === null
            ? t('queue.decidedBy', { name: row.decidedBy })
            : t('queue.askedApprovedBy', { asked: row.requestedBy, approved: row.decidedBy })}
        </Typography.Text>
      )}
    </>
  )
}

/**
 * The decided queues' columns shared by recharges and withdrawals: the decision (time and
 * operators) and the bank's reference the operator entered, on the row.
 */
export function decisionColumns<T extends Decided>(): TableColumnsType<T> {
  return [
    { title: translate('queue.decided'), key: 'decided', render: (_, row) => <Decision row={row} /> },
    {
      title: translate('queue.bankReference'),
      dataIndex: 'bankReference',
      render: (reference: string | null) => reference ?? '—',
    },
  ]
}

/** On a pending row, the step already taken above the approval cap: who asked a second operator. */
export function waitingColumn<T extends Decided>(): TableColumnsType<T>[number] {
  return {
    title: translate('queue.steps'),
    key: 'steps',
    render: (_, row) =>
      row.requestedBy === null ? '—' : translate('queue.waitsSecond', { name: row.requestedBy }),
  }
}
