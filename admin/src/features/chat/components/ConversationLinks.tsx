import { useState } from 'react'
import { Link } from 'react-router'
import { Button, Card, Flex, Input, List, Popconfirm, Select, Space, Tag, Typography } from 'antd'
import { type ChatLinkKind, type ChatLinkRow, type ChatUserFacts } from '@app/contracts'
import { Money, useMoney } from '../../../lib/money.tsx'
import { statusLabel } from '../../../lib/status.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { translate, useLocale, useT } from '../../../lib/i18n.ts'
import { useChatUserFacts } from '../api/chat.ts'
import { useChatLinks, useLinkRequest, useUnlinkRequest } from '../api/support.ts'

/** "Withdrawal #12", in the console's language. */
const requestName = (kind: ChatLinkKind, id: number) => translate(`chat.kind.${kind}`, { id })
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
    label: `${requestName(r.kind, r.id)} · ${format(r.amount)} · ${statusLabel(r.status)}`,
  }))
}

function LinkForm({ conversationId }: { conversationId: number }) {
  const facts = useChatUserFacts(conversationId).data
  const link = useLinkRequest(conversationId)
  const format = useMoney()
  const [recent, setRecent] = useState<string | null>(null)
  const [kind, setKind] = useState<ChatLinkKind>('withdrawal')
  const [typedId, setTypedId] = useState('')
  const t = useT()
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
          aria-label={t('chat.recentToLink')}
          placeholder={t('chat.pickRecent')}
          value={recent}
          onChange={setRecent}
          options={facts ? recentChoices(facts.money, format) : []}
          notFoundContent={t('chat.noRecords')}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button onClick={linkRecent} disabled={!recent} loading={link.isPending}>
          {t('chat.link')}
        </Button>
      </Space.Compact>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          aria-label={t('chat.kindOfRequest')}
          value={kind}
          onChange={setKind}
          options={[
            { value: 'withdrawal', label: t('chat.kindName.withdrawal') },
            { value: 'recharge', label: t('chat.kindName.recharge') },
          ]}
          style={{ width: 130 }}
        />
        <Input
          aria-label={t('chat.requestId')}
          placeholder={t('chat.id')}
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
          {t('chat.linkById')}
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
  const t = useT()
  const locale = useLocale()
  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('chat.linkedRequests')}
        </Typography.Title>
      }
    >
      <List
        size="small"
        loading={links.isPending}
        dataSource={links.data ?? []}
        locale={{
          // The list's own empty text is too faint to read; this one is the secondary colour.
          emptyText: <Typography.Text type="secondary">{t('chat.noLinks')}</Typography.Text>,
        }}
        renderItem={(link) => (
          <List.Item key={link.id} style={{ paddingInline: 0, display: 'block' }} data-testid="chat-link">
            <Flex justify="space-between" align="center" gap={8}>
              <span>
                {`${requestName(link.kind, link.requestId)} · `}
                <Money minor={link.amount} /> <Tag>{statusLabel(link.status)}</Tag>
              </span>
              <Space size={4}>
                {userId !== undefined && (
                  <Link
                    to={queueUrl(link, userId)}
                    aria-label={t(`chat.openInQueue.${link.kind}`, { id: link.requestId })}
                  >
                    {t('chat.open')}
                  </Link>
                )}
                <Popconfirm
                  title={t('chat.unlinkConfirm')}
                  okText={t('chat.unlink')}
                  onConfirm={() => unlink.mutate(link.id)}
                >
                  <Button
                    type="link"
                    size="small"
                    aria-label={t(`chat.unlinkNamed.${link.kind}`, { id: link.requestId })}
                  >
                    {t('chat.unlink')}
                  </Button>
                </Popconfirm>
              </Space>
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('chat.linkedBy', { name: link.linkedBy, at: formatDateTime(link.linkedAt, locale) })}
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
