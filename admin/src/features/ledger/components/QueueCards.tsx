import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card, Flex, Tag, Typography } from 'antd'
import type { DashboardLedgerCheck, DashboardQueue, DashboardReply } from '@app/contracts'
import { formatAge } from '../../../lib/age.ts'
import { formatCount, formatDateTime } from '../../../lib/format.ts'
import { useLocale, useT, type TFunction } from '../../../lib/i18n.ts'
import { useMoney } from '../../../lib/money.tsx'

/** One thing waiting: its count large, a line or two below, and the page that handles it. */
function WaitingCard(props: {
  title: string
  count: ReactNode
  lines: ReactNode[]
  to: string
  action: string
}) {
  return (
    <Card size="small" style={{ flex: '1 1 240px', minWidth: 240 }}>
      <Flex vertical gap={4} data-testid={`waiting-${props.to}`}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {props.title}
        </Typography.Title>
        <Typography.Text style={{ fontSize: 28, fontWeight: 600 }}>{props.count}</Typography.Text>
        {props.lines.map((line, i) => (
          <Typography.Text key={i} type="secondary">
            {line}
          </Typography.Text>
        ))}
        <Link to={`/${props.to}`}>{props.action}</Link>
      </Flex>
    </Card>
  )
}

function queueLines(t: TFunction, queue: DashboardQueue, now: number, held: string) {
  if (queue.count === 0) return [t('dashboard.nothingWaiting')]
  return [
    held,
    queue.oldestAt === null ? '' : t('dashboard.oldestWaits', { age: formatAge(now - queue.oldestAt) }),
  ]
}

function LedgerCheckCard({ check }: { check: DashboardLedgerCheck | null }) {
  const t = useT()
  const locale = useLocale()
  const result = !check ? (
    <Tag>{t('dashboard.checkNotRun')}</Tag>
  ) : check.ok ? (
    <Tag color="success">{t('dashboard.checkPassed')}</Tag>
  ) : (
    <Tag color="error">{t('dashboard.checkFailed', { ids: check.failed.join(', ') })}</Tag>
  )
  const lines = check
    ? [
        t('dashboard.checkRan', { time: formatDateTime(check.checkedAt, locale) }),
        t('dashboard.checkBy', { name: check.runBy ?? t('dashboard.commandLine') }),
      ]
    : [t('dashboard.openToRun')]
  return (
    <WaitingCard
      title={t('ledger.title')}
      count={result}
      lines={lines}
      to="ledger-check"
      action={t('dashboard.openLedgerCheck')}
    />
  )
}

/** What waits for operators: the queues, the unread chats and the ledger check's last result. */
export function QueueCards({ board }: { board: DashboardReply }) {
  const money = useMoney()
  const t = useT()
  const locale = useLocale()
  const { recharges, withdrawals, unreadChats } = board.queues
  return (
    <Flex gap={16} wrap style={{ marginBottom: 24 }}>
      {recharges && (
        <WaitingCard
          title={t('dashboard.pendingRecharges')}
          count={formatCount(recharges.count, locale)}
          lines={queueLines(
            t,
            recharges,
            board.now,
            t('dashboard.toCredit', { amount: money(recharges.amount) }),
          )}
          to="recharges"
          action={t('dashboard.openRecharges')}
        />
      )}
      {withdrawals && (
        <WaitingCard
          title={t('dashboard.pendingWithdrawals')}
          count={formatCount(withdrawals.count, locale)}
          lines={queueLines(
            t,
            withdrawals,
            board.now,
            t('dashboard.onHold', { amount: money(withdrawals.amount) }),
          )}
          to="withdrawals"
          action={t('dashboard.openWithdrawals')}
        />
      )}
      {unreadChats !== null && (
        <WaitingCard
          title={t('dashboard.unreadChats')}
          count={formatCount(unreadChats, locale)}
          lines={[
            unreadChats === 0
              ? t('dashboard.allAnswered')
              : unreadChats === 1
                ? t('dashboard.chatsWaitOne')
                : t('dashboard.chatsWaitMany', { count: formatCount(unreadChats, locale) }),
          ]}
          to="support-inbox"
          action={t('dashboard.openInbox')}
        />
      )}
      {board.today && <LedgerCheckCard check={board.ledgerCheck} />}
    </Flex>
  )
}
