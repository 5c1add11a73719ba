import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card, Flex, Tag, Typography } from 'antd'
import {
  formatUnixSeconds,
  type DashboardLedgerCheck,
  type DashboardQueue,
  type DashboardReply,
} from '@app/contracts'
import { formatAge } from '../../../lib/age.ts'
import { useMoney } from '../../../lib/money.tsx'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

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

function queueLines(queue: DashboardQueue, now: number, money: (m: string) => string, held: string) {
  if (queue.count === 0) return ['Nothing waiting.']
  return [
    `${held} ${money(queue.amount)}`,
    queue.oldestAt === null ? '' : `Oldest waits ${formatAge(now - queue.oldestAt)}`,
  ]
}

function LedgerCheckCard({ check }: { check: DashboardLedgerCheck | null }) {
  const result = !check ? (
    <Tag>Not run yet</Tag>
  ) : check.ok ? (
    <Tag color="success">Passed</Tag>
  ) : (
    <Tag color="error">{`Failed: ${check.failed.join(', ')}`}</Tag>
  )
  const lines = check
    ? [`Ran ${formatUnixSeconds(check.checkedAt)}`, `by ${check.runBy ?? 'the command line'}`]
    : ['Open the ledger check to run it.']
  return (
    <WaitingCard
      title="Ledger check"
      count={result}
      lines={lines}
      to="ledger-check"
      action="Open Ledger check"
    />
  )
}

/** What waits for operators: the queues, the unread chats and the ledger check's last result. */
export function QueueCards({ board }: { board: DashboardReply }) {
  const money = useMoney()
  const { recharges, withdrawals, unreadChats } = board.queues
  return (
    <Flex gap={16} wrap style={{ marginBottom: 24 }}>
      {recharges && (
        <WaitingCard
          title="Pending recharges"
          count={recharges.count}
          lines={queueLines(recharges, board.now, money, 'To credit:')}
          to="recharges"
          action="Open Recharges"
        />
      )}
      {withdrawals && (
        <WaitingCard
          title="Pending withdrawals"
          count={withdrawals.count}
          lines={queueLines(withdrawals, board.now, money, 'On hold:')}
          to="withdrawals"
          action="Open Withdrawals"
        />
      )}
      {unreadChats !== null && (
        <WaitingCard
          title="Unread chats"
          count={unreadChats}
          lines={[
            unreadChats === 0
              ? 'Every chat is answered.'
              : `${plural(unreadChats, 'conversation waits', 'conversations wait')} for a reply.`,
          ]}
          to="support-inbox"
          action="Open Support inbox"
        />
      )}
      {board.today && <LedgerCheckCard check={board.ledgerCheck} />}
    </Flex>
  )
}
