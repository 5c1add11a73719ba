import { Link } from 'react-router'
import { Card, Descriptions, List, Tag, Typography } from 'antd'
import { formatUnixSeconds, type ChatUserFacts as Facts } from '@app/contracts'
import { Money } from '../../../lib/money.tsx'
import { statusLabel } from '../../../lib/status.ts'
import { useChatUserFacts } from '../api/chat.ts'

/** The latest recharges and withdrawals, newest first, one line each. */
function recentRecords(money: Facts['money']) {
  const lines = [
    ...money.recharges.recent.map((r) => ({ key: `r${r.id}`, kind: 'Recharge', ...r })),
    ...money.withdrawals.recent.map((w) => ({ key: `w${w.id}`, kind: 'Withdrawal', ...w })),
  ]
  return lines.sort((a, b) => b.createdAt - a.createdAt).slice(0, 5)
}

/** The user beside the conversation: who they are, their money, what waits, and a link to their page. */
export function ChatUserFacts({ conversationId }: { conversationId: number }) {
  const facts = useChatUserFacts(conversationId)
  const user = facts.data
  return (
    <Card
      size="small"
      loading={facts.isPending}
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          User
        </Typography.Title>
      }
      extra={user && <Link to={`/users/${user.id}`}>User page</Link>}
    >
      {user && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'id', label: 'Member number', children: user.id },
              { key: 'nickname', label: 'Nickname', children: user.nickname || '—' },
              { key: 'phone', label: 'Phone', children: user.phone },
              { key: 'vip', label: 'VIP level', children: user.vipLevel },
              {
                key: 'status',
                label: 'Status',
                children: user.frozen ? <Tag color="error">Frozen</Tag> : <Tag color="success">Active</Tag>,
              },
              { key: 'joined', label: 'Joined', children: formatUnixSeconds(user.joinedAt) },
              {
                key: 'inviter',
                label: 'Invited by',
                children: user.inviter ? (
                  <Link to={`/users/${user.inviter.id}`}>
                    {`${user.inviter.nickname || user.inviter.phone} (#${user.inviter.id})`}
                  </Link>
                ) : (
                  '—'
                ),
              },
              {
                key: 'balance',
                label: 'Balance',
                children: (
                  <span data-testid="chat-user-balance">
                    <Money minor={user.balances.balance} />
                  </span>
                ),
              },
              { key: 'revenue', label: 'Revenue', children: <Money minor={user.balances.revenue} /> },
              { key: 'points', label: 'Points', children: user.balances.points },
              { key: 'hold', label: 'Withdraw hold', children: <Money minor={user.balances.withdrawHold} /> },
              {
                key: 'recharges',
                label: 'Pending recharges',
                children: (
                  <>
                    {user.money.recharges.pending} · <Money minor={user.money.recharges.pendingAmount} />
                  </>
                ),
              },
              {
                key: 'withdrawals',
                label: 'Pending withdrawals',
                children: (
                  <span data-testid="chat-user-pending-withdrawals">
                    {user.money.withdrawals.pending} · <Money minor={user.money.withdrawals.pendingAmount} />
                  </span>
                ),
              },
            ]}
          />
          <Typography.Title level={3} style={{ fontSize: 14, marginTop: 12 }}>
            Recent records
          </Typography.Title>
          <List
            size="small"
            dataSource={recentRecords(user.money)}
            locale={{
              emptyText: <Typography.Text type="secondary">No recharges or withdrawals yet.</Typography.Text>,
            }}
            renderItem={(line) => (
              <List.Item key={line.key} style={{ paddingInline: 0 }}>
                <span>
                  {`${line.kind} #${line.id} · `}
                  <Money minor={line.amount} />
                </span>
                <Tag>{statusLabel(line.status)}</Tag>
              </List.Item>
            )}
          />
        </>
      )}
    </Card>
  )
}
