import { useState } from 'react'
import { Link } from 'react-router'
import { Button, Card, Flex, Input, List, Popconfirm, Select, Space, Tag, Typography } from 'antd'
import { formatUnixSeconds, type ChatLinkKind, type ChatLinkRow, type ChatUserFacts } from '@app/contracts'
import { Money, useMoney } from '../../../lib/money.tsx'
import { statusLabel } from '../../../lib/status.ts'
import { useChatUserFacts } from '../api/chat.ts'
import { useChatLinks, useLinkRequest, useUnlinkRequest } from '../api/support.ts'

const KIND_LABEL: Record<ChatLinkKind, string> = { recharge: 'Recharge', withdrawal: 'Withdrawal' }
const QUEUE: Record<ChatLinkKind, string> = { recharge: '/recharges', withdrawal: '/withdrawals' }

/** The request in its queue: the user's requests of its status, where it is listed. */
const queueUrl = (link: Pick<ChatLinkRow, 'kind' | 'status'>, userId: number) =>
  `${QUEUE[link.kind]}?${new URLSearchParams({ user: String(userId), status: link.status })}`

/** The user's latest recharges and withdrawals, as choices to link. */
function recentChoices(money: ChatUserFacts['money'], format: (minor: string) => string) {
  const all = [
    ...money.withdrawals.recent.map((w) => ({ kind: 'withdrawal' as const, ...w })),
    ...money.recharges.recent.map((r) => ({ kind: 'recharge' as const, ...r })),
  ]
  return all.map((r) => ({
    value: `${r.kind}:${r.id}`,
    label: `${KIND_LABEL[r.kind]} #${r.id} · ${format(r.amount)} · ${statusLabel(r.status)}`,
  }))
}

function LinkForm({ conversationId }: { conversationId: number }) {
  const facts = useChatUserFacts(conversationId).data
  const link = useLinkRequest(conversationId)
  const format = useMoney()
  const [recent, setRecent] = useState<string | null>(null)
  const [kind, setKind] = useState<ChatLinkKind>('withdrawal')
  const [typedId, setTypedId] = useState('')
  const id = /^[1-9][0-9]{0,14}$/.test(typedId.trim()) ? Number(typedId.trim()) : null
  const linkRecent = () => {
    const [k, n] = (recent ?? '').split(':')
    if (k !== 'recharge' && k !== 'withdrawal') return
    link.mutate({ kind: k, requestId: Number(n) }, { onSuccess: () => setRecent(null) })
  }
  return (
    <Flex vertical gap={8}>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          aria-label="Recent request to link"
          placeholder="Pick a recent request"
          value={recent}
          onChange={setRecent}
          options={facts ? recentChoices(facts.money, format) : []}
          notFoundContent="No recharges or withdrawals yet."
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button onClick={linkRecent} disabled={!recent} loading={link.isPending}>
          Link
        </Button>
      </Space.Compact>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          aria-label="Kind of request"
          value={kind}
          onChange={setKind}
          options={[
            { value: 'withdrawal', label: 'Withdrawal' },
            { value: 'recharge', label: 'Recharge' },
          ]}
          style={{ width: 130 }}
        />
        <Input
          aria-label="Request ID"
          placeholder="ID"
          value={typedId}
          onChange={(event) => setTypedId(event.target.value)}
          inputMode="numeric"
        />
        <Button
          disabled={id === null}
          onClick={() =>
            id !== null && link.mutate({ kind, requestId: id }, { onSuccess: () => setTypedId('') })
          }
        >
          Link by ID
        </Button>
      </Space.Compact>
    </Flex>
  )
}

/** The recharges and withdrawals this conversation is about: open one in its queue, or unlink it. */
export function ConversationLinks({ conversationId }: { conversationId: number }) {
  const links = useChatLinks(conversationId)
  const unlink = useUnlinkRequest(conversationId)
  const userId = useChatUserFacts(conversationId).data?.id
  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          Linked requests
        </Typography.Title>
      }
    >
      <List
        size="small"
        loading={links.isPending}
        dataSource={links.data ?? []}
        locale={{
          // The list's own empty text is too faint to read; this one is the secondary colour.
          emptyText: (
            <Typography.Text type="secondary">No recharge or withdrawal linked yet.</Typography.Text>
          ),
        }}
        renderItem={(link) => (
          <List.Item key={link.id} style={{ paddingInline: 0, display: 'block' }} data-testid="chat-link">
            <Flex justify="space-between" align="center" gap={8}>
              <span>
                {`${KIND_LABEL[link.kind]} #${link.requestId} · `}
                <Money minor={link.amount} /> <Tag>{statusLabel(link.status)}</Tag>
              </span>
              <Space size={4}>
                {userId !== undefined && (
                  <Link
                    to={queueUrl(link, userId)}
                    aria-label={`Open ${link.kind} ${link.requestId} in its queue`}
                  >
                    Open
                  </Link>
                )}
                <Popconfirm
                  title="Unlink this request?"
                  okText="Unlink"
                  onConfirm={() => unlink.mutate(link.id)}
                >
                  <Button type="link" size="small" aria-label={`Unlink ${link.kind} ${link.requestId}`}>
                    Unlink
                  </Button>
                </Popconfirm>
              </Space>
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {`Linked by ${link.linkedBy}, ${formatUnixSeconds(link.linkedAt)}`}
            </Typography.Text>
          </List.Item>
        )}
      />
      <div style={{ marginTop: 12 }}>
        <LinkForm conversationId={conversationId} />
      </div>
    </Card>
  )
}
