import { useEffect, useState } from 'react'
import { Alert, Typography } from 'antd'
import type { BulkResult, QueueCounts } from '@app/contracts'
import { formatAge } from '../../../lib/age.ts'
import { formatCount } from '../../../lib/format.ts'
import { currentLocale, translate, useT } from '../../../lib/i18n.ts'
import { statusLabel } from '../../../lib/status.ts'

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

/** The user's phone, with their id beneath (what a search by user ID takes). */
export function UserCell({ row }: { row: { phone: string; userId: number } }) {
  const t = useT()
  return (
    <>
      {row.phone}
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        {t('queue.user', { id: row.userId })}
      </Typography.Text>
    </>
  )
}
