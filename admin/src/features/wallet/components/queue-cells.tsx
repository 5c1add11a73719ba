import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Typography } from 'antd'
import { formatDateTime } from '../../../lib/format.ts'
import { useLocale, useT } from '../../../lib/i18n.ts'
import { TimeLeft } from './queue-parts.tsx'

/**
 * The cells of the money queues, each at most two short lines so that a row stays about 60 px tall
 * and a queue fits a 1440 px screen with its actions in view: a value, and what goes with it beneath
 * in grey. A long second line is cut with an ellipsis and shown whole on hover.
 */
export function TwoLines({ first, second, width }: { first: ReactNode; second?: ReactNode; width?: number }) {
  return (
    <div style={{ whiteSpace: 'nowrap', maxWidth: width }}>
      <div style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{first}</div>
      {second !== undefined && second !== null && second !== '' && (
        <Typography.Text
          type="secondary"
          ellipsis={width === undefined ? false : { tooltip: second }}
          style={{ display: 'block', maxWidth: width }}
        >
          {second}
        </Typography.Text>
      )}
    </div>
  )
}

/** A time as two lines, the day above the time of day ("2026-11-27" / "08:23:00"). */
export function StackedTime({ seconds }: { seconds: number | null }) {
  const locale = useLocale()
  if (seconds === null) return <>—</>
  const [day, time] = formatDateTime(seconds, locale).split(' ')
  return <TwoLines first={day} second={time} />
}

/**
 * The user's phone, with their nickname and id beneath ("Demo User · #6", the id being what a search
 * by user ID takes), linking to the user's page.
 */
export function UserCell({ row }: { row: { phone: string; nickname: string; userId: number } }) {
  const t = useT()
  const name = row.nickname
    ? t('queue.userNamed', { name: row.nickname, id: row.userId })
    : t('queue.user', { id: row.userId })
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      {row.phone}
      <Link to={`/users/${row.userId}`} style={{ display: 'block' }}>
        {name}
      </Link>
    </div>
  )
}

/** When a pending request expires: the time left above the exact time; once past, the time alone. */
export function ExpiresCell({
  expiresAt,
  now,
  pending,
}: {
  expiresAt: number
  now: number
  pending: boolean
}) {
  const locale = useLocale()
  if (!pending) return <StackedTime seconds={expiresAt} />
  return (
    <TwoLines
      first={<TimeLeft expiresAt={expiresAt} now={now} />}
      second={formatDateTime(expiresAt, locale)}
    />
  )
}
