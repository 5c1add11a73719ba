import { useEffect, useState, type ReactNode } from 'react'
import { Alert, Tabs, Typography, type TableColumnsType } from 'antd'
import { useSearchParams } from 'react-router'
import type { BulkResult, QueueCounts } from '@app/contracts'
import { formatAge } from '../../../lib/age.ts'
import { DataTable } from '../../../lib/DataTable.tsx'
import type { DayRange } from '../../../lib/date-range.ts'
import { ExportCsv } from '../../../lib/ExportCsv.tsx'
import { formatCount } from '../../../lib/format.ts'
import { currentLocale, translate, useT } from '../../../lib/i18n.ts'
import { LoadMore } from '../../../lib/LoadMore.tsx'
import { useCanMoveMoney } from '../../../lib/operator.ts'
import { statusLabel } from '../../../lib/status.ts'
import type { QueueAsk } from '../api/queues.ts'
import type { QueueParams } from '../model/queue-params.ts'
import { chatMarkColumns, useChatMarks } from './chat-marks.tsx'
import { decisionColumns, waitingColumn, type Decided } from './decision-columns.tsx'
import { QueueToolbar } from './QueueToolbar.tsx'

const grouped = (n: number) => formatCount(n, currentLocale())

/** A count as a tab shows it: "10,000+" past the server's cap. */
function countText(counts: QueueCounts | undefined, status: string): string | null {
  const found = counts?.counts.find((c) => c.status === status)
  if (!found) return null
  return `${grouped(found.count)}${found.more ? '+' : ''}`
}

/** A status tab's label with how many match the filters: "Pending (12)". */
export function tabLabel(status: string, counts: QueueCounts | undefined): string {
  const count = countText(counts, status)
  return count === null ? statusLabel(status) : `${statusLabel(status)} (${count})`
}

/** "Showing 40 of 512": how far the keyset pages have come. */
export function Shown({ shown, counts, status }: { shown: number; counts?: QueueCounts; status: string }) {
  const total = countText(counts, status)
  const t = useT()
  if (total === null) return null
  return (
    <Typography.Text type="secondary" role="status" style={{ display: 'block', marginTop: 8 }}>
      {t('queue.shown', { shown: grouped(shown), total })}
    </Typography.Text>
  )
}

/** Seconds now, again every `everySeconds`: for what counts down on a row. */
export function useNow(everySeconds = 15): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000))
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), everySeconds * 1000)
    return () => clearInterval(timer)
  }, [everySeconds])
  return now
}

/** How long a pending recharge has before it expires: "12 min left", or "Expired". */
export function TimeLeft({ expiresAt, now }: { expiresAt: number; now: number }) {
  const left = expiresAt - now
  const t = useT()
  if (left <= 0) return <Typography.Text type="danger">{t('queue.expired')}</Typography.Text>
  return (
    <Typography.Text type={left < 300 ? 'warning' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {t('queue.left', { age: formatAge(left) })}
    </Typography.Text>
  )
}

/** A status inside a sentence ("was already completed"); a status without a word reads as stored. */
function statusWord(status: string): string {
  const key = `statusWord.${status}`
  const word = translate(key)
  return word === key ? status : word
}

/** One item of a bulk reply, as a sentence: "Recharge #12: error.", "… was already completed by alice; …". */
function sentence(kind: 'recharge' | 'withdrawal', item: BulkResult['items'][number]): string {
  const { id } = item
  if (item.outcome === 'notFound') return translate(`queue.${kind}NotFound`, { id })
  const status = statusWord(item.status ?? '')
  if (item.outcome === 'done') return translate(`queue.${kind}Done`, { id, status })
  return item.decidedBy === null
    ? translate(`queue.${kind}Already`, { id, status })
    : translate(`queue.${kind}AlreadyBy`, { id, status, name: item.decidedBy })
}

/** What a bulk decision did to each item; the ones decided elsewhere first are listed apart. */
export function BulkReport({
  kind,
  result,
  onClose,
}: {
  kind: 'recharges' | 'withdrawals'
  result: BulkResult | null
  onClose: () => void
}) {
  const t = useT()
  if (!result) return null
  const done = result.items.filter((i) => i.outcome === 'done')
  const others = result.items.filter((i) => i.outcome !== 'done')
  return (
    <Alert
      role="status"
      data-testid="bulk-report"
      type={others.length === 0 ? 'success' : 'warning'}
      closable={{ 'aria-label': t('queue.closeReport') }}
      onClose={onClose}
      style={{ marginBottom: 16 }}
      message={t(kind === 'recharges' ? 'queue.bulkDecidedRecharges' : 'queue.bulkDecidedWithdrawals', {
        done: done.length,
        total: result.items.length,
      })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {[...others, ...done].map((item) => (
            <li key={item.id}>{sentence(kind === 'recharges' ? 'recharge' : 'withdrawal', item)}</li>
          ))}
        </ul>
      }
    />
  )
}

/** What one status tab of a queue page is given. */
export interface QueueView<S extends string> extends QueueAsk<S> {
  counts: QueueCounts | undefined
}

interface QueueTabsProps<S extends string> {
  /** What the queue holds, for the controls' names ("recharges"). */
  what: string
  exportUrl: (range: DayRange) => string
  statuses: readonly S[]
  queue: QueueParams<S>
  counts: QueueCounts | undefined
  /** One status's tab. */
  children: (view: QueueView<S>) => ReactNode
}

/**
 * A queue page under its heading: the CSV export, the search, and a tab per status with its count.
 * The tab is kept in the address; another tab starts in its own order.
 */
export function QueueTabs<S extends string>({
  what,
  exportUrl,
  statuses,
  queue,
  counts,
  children,
}: QueueTabsProps<S>) {
  const [params, setParams] = useSearchParams()
  const { status, order, filters, problem, filtered } = queue
  return (
    <>
      <ExportCsv what={what} urlFor={exportUrl} />
      <QueueToolbar key={params.toString()} what={what} order={order} problem={problem} filtered={filtered} />
      <Tabs
        activeKey={status}
        onChange={(key) => {
          const next = new URLSearchParams(params)
          next.set('status', key)
          next.delete('order')
          setParams(next)
        }}
        destroyOnHidden
        items={statuses.map((key) => ({
          key,
          label: tabLabel(key, counts),
          children: children({ status: key, order, filters, counts, enabled: problem === null }),
        }))}
      />
    </>
  )
}

/** The names of a queue's table and its controls. */
const TABLE_TEXTS = {
  recharge: {
    table: 'queue.rechargesOf',
    empty: 'queue.noRecharges',
    select: 'queue.selectRecharge',
    more: 'queue.loadMoreRecharges',
  },
  withdrawal: {
    table: 'queue.withdrawalsOf',
    empty: 'queue.noWithdrawals',
    select: 'queue.selectWithdrawal',
    more: 'queue.loadMoreWithdrawals',
  },
} as const

/** The keyset pages a queue's list query holds, and how to ask for the next. */
interface QueuePages<Row> {
  data?: { pages: { items: Row[] }[] }
  isLoading: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
}

interface QueueTableProps<Row> {
  kind: 'recharge' | 'withdrawal'
  view: QueueView<string>
  pages: QueuePages<Row>
  /** A row's own columns on every tab; the one keyed `expires` only where expiry still matters. */
  columns: TableColumnsType<Row>
  /** The pending tab's own columns, before the step waiting and the actions. */
  pending?: TableColumnsType<Row>
  /** The decided tabs' own columns, after the decision. */
  decided?: TableColumnsType<Row>
  /** A pending row's decisions. */
  actions: (row: Row) => ReactNode
  /** The bar that decides the chosen pending rows at once; `onDone` clears the choice. */
  bulk: (ids: number[], onDone: () => void) => ReactNode
}

/**
 * One status of a money queue: its rows with the decision (or, pending, the step waiting and, for
 * operators who move money, the actions and the choice of rows), how many are shown, and "Load more".
 */
export function QueueTable<Row extends Decided & { id: number }>(props: QueueTableProps<Row>) {
  const { kind, view, pages, columns, pending = [], decided = [], actions, bulk } = props
  const { status, counts } = view
  const canAct = useCanMoveMoney() && status === 'pending'
  const [selected, setSelected] = useState<number[]>([])
  const t = useT()
  const texts = TABLE_TEXTS[kind]
  const word = t(`statusWord.${status}`)
  const rows = pages.data?.pages.flatMap((page) => page.items) ?? []
  const marks = useChatMarks(
    kind,
    rows.map((r) => r.id),
  )
  // Once decided, when it would have expired no longer matters (but for the expired ones).
  const expiring = status === 'pending' || status === 'expired'
  // Who asked a second operator, above the approval cap, is said beside the actions it waits on.
  const acting = canAct
    ? [
        {
          title: t('queue.actions'),
          key: 'actions',
          render: (_: unknown, row: Row) => (
            <>
              {row.requestedBy !== null && (
                <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
                  {t('queue.waitsSecond', { name: row.requestedBy })}
                </Typography.Text>
              )}
              {actions(row)}
            </>
          ),
        },
      ]
    : [waitingColumn<Row>()]

  return (
    <>
      {canAct && bulk(selected, () => setSelected([]))}
      <DataTable<Row>
        label={t(texts.table, { status: statusLabel(status) })}
        rowKey="id"
        columns={[
          ...(expiring ? columns : columns.filter((c) => c.key !== 'expires')),
          ...(status === 'pending' ? [...pending, ...acting] : [...decisionColumns<Row>(), ...decided]),
          ...chatMarkColumns<Row>(marks, kind),
        ]}
        dataSource={rows}
        loading={pages.isLoading}
        pagination={false}
        locale={{ emptyText: t(texts.empty, { status: word }) }}
        rowSelection={
          canAct
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                getCheckboxProps: (row) => ({ 'aria-label': t(texts.select, { id: row.id }) }),
              }
            : undefined
        }
      />
      <Shown shown={rows.length} counts={counts} status={status} />
      <LoadMore {...pages} label={t(texts.more, { status: word })} />
    </>
  )
}
