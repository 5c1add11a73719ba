import { useEffect, useState } from 'react'
import { Alert, Typography } from 'antd'
import type { BulkResult, QueueCounts } from '@app/contracts'
import { formatAge } from '../../../lib/age.ts'
import { statusLabel } from '../../../lib/status.ts'

const grouped = (n: number) => n.toLocaleString('en')

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
  if (total === null) return null
  return (
    <Typography.Text type="secondary" role="status" style={{ display: 'block', marginTop: 8 }}>
      {`Showing ${grouped(shown)} of ${total}`}
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
  if (left <= 0) return <Typography.Text type="danger">Expired</Typography.Text>
  return (
    <Typography.Text type={left < 300 ? 'warning' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {`${formatAge(left)} left`}
    </Typography.Text>
  )
}

/** One item of a bulk reply, as a sentence: "#12 rejected", "#13 was already completed by alice". */
function sentence(noun: string, item: BulkResult['items'][number]): string {
  if (item.outcome === 'notFound') return `${noun} #${item.id} was not found.`
  const by = item.decidedBy === null ? '' : ` by ${item.decidedBy}`
  const status = item.status ?? ''
  return item.outcome === 'done'
    ? `${noun} #${item.id}: ${status}.`
    : `${noun} #${item.id} was already ${status}${by}; left as it was.`
}

/** What a bulk decision did to each item; the ones decided elsewhere first are listed apart. */
export function BulkReport({
  noun,
  result,
  onClose,
}: {
  noun: string
  result: BulkResult | null
  onClose: () => void
}) {
  if (!result) return null
  const done = result.items.filter((i) => i.outcome === 'done')
  const others = result.items.filter((i) => i.outcome !== 'done')
  return (
    <Alert
      role="status"
      data-testid="bulk-report"
      type={others.length === 0 ? 'success' : 'warning'}
      closable={{ 'aria-label': 'Close the report' }}
      onClose={onClose}
      style={{ marginBottom: 16 }}
      message={`${done.length} of ${result.items.length} ${noun.toLowerCase()}s decided.`}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {[...others, ...done].map((item) => (
            <li key={item.id}>{sentence(noun, item)}</li>
          ))}
        </ul>
      }
    />
  )
}

/** The user's phone, with their id beneath (what a search by user ID takes). */
export function UserCell({ row }: { row: { phone: string; userId: number } }) {
  return (
    <>
      {row.phone}
      <Typography.Text type="secondary" style={{ display: 'block' }}>{`User ${row.userId}`}</Typography.Text>
    </>
  )
}
