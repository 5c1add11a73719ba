import { Link } from 'react-router'
import { Card, Descriptions, List, Tag, Typography } from 'antd'
import type { ChatUserFacts as Facts } from '@app/contracts'
import { formatDateTime } from '../../../lib/format.ts'
import { useLocale, useT } from '../../../lib/i18n.ts'
import { Money } from '../../../lib/money.tsx'
import { statusLabel } from '../../../lib/status.ts'
import { useChatUserFacts } from '../api/chat.ts'

/** The latest recharges and withdrawals, newest first, one line each. */
function recentRecords(money: Facts['money']) {
  const lines = [
    ...money.recharges.recent.map((r) => ({ key: `r${r.id}`, kind: 'recharge', ...r })),
    ...money.withdrawals.recent.map((w) => ({ key: `w${w.id}`, kind: 'withdrawal', ...w })),
  ]
  return lines.sort((a, b) => b.createdAt - a.createdAt).slice(0, 5)
}

/** The user beside the conversation: who they are, their money, what waits, and a link to their page. */
export function ChatUserFacts({ conversationId }: { conversationId: number }) {
  const facts = useChatUserFacts(conversationId)
  const user = facts.data
  const t = useT()
  const locale = useLocale()
  return (
    <Card
      size="small"
      loading={facts.isPending}
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('chat.user')}
        </Typography.Title>
      }
      extra={user && <Link to={`/users/${user.id}`}>{t('chat.userPage')}</Link>}
    >
      {user && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'id', label: t('chat.memberNumber'), children: user.id },
              { key: 'nickname', label: t('chat.nickname'), children: user.nickname || '—' },
              { key: 'phone', label: t('chat.phone'), children: user.phone },
              { key: 'vip', label: t('chat.vipLevel'), children: user.vipLevel },
              {
                key: 'status',
                label: t('chat.status'),
                children: user.frozen ? (
                  <Tag color="error">{t('chat.frozen')}</Tag>
                ) : (
                  <Tag color="success">{t('chat.active')}</Tag>
                ),
              },
              { key: 'joined', label: t('chat.joined'), children: formatDateTime(user.joinedAt, locale) },
              {
                key: 'inviter',
                label: t('chat.invitedBy'),
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
                label: t('chat.balance'),
                children: (
                  <span data-testid="chat-user-balance">
                    <Money minor={user.balances.balance} />
                  </span>
                ),
              },
              { key: 'revenue', label: t('chat.revenue'), children: <Money minor={user.balances.revenue} /> },
              { key: 'points', label: t('chat.points'), children: user.balances.points },
              {
                key: 'hold',
                label: t('chat.withdrawHold'),
                children: <Money minor={user.balances.withdrawHold} />,
              },
              {
                key: 'recharges',
                label: t('chat.pendingRecharges'),
                children: (
                  <>
                    {user.money.recharges.pending} · <Money minor={user.money.recharges.pendingAmount} />
                  </>
                ),
              },
              {
                key: 'withdrawals',
                label: t('chat.pendingWithdrawals'),
                children: (
                  <span data-testid="chat-user-pending-withdrawals">
                    {user.money.withdrawals.pending} · <Money minor={user.money.withdrawals.pendingAmount} />
                  </span>
                ),
              },
            ]}
          />
          <Typography.Title level={3} style={{ fontSize: 14, marginTop: 12 }}>
            {t('chat.recentRecords')}
          </Typography.Title>
          <List
            size="small"
            dataSource={recentRecords(user.money)}
            locale={{
              emptyText: <Typography.Text type="secondary">{t('chat.noRecords')}</Typography.Text>,
            }}
            renderItem={(line) => (
              <List.Item key={line.key} style={{ paddingInline: 0 }}>
                <span>
                  {`${t(`chat.kind.${line.kind}`, { id: line.id })} · `}
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
