import { Card, Descriptions, Tag, Typography } from 'antd'
import { formatUnixSeconds } from '@app/contracts'
import { useChatUserFacts } from '../api/chat.ts'

/** The user's basic account facts beside the conversation. */
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
    >
      {user && (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'id', label: 'User ID', children: user.id },
            { key: 'nickname', label: 'Nickname', children: user.nickname || '—' },
            { key: 'phone', label: 'Phone', children: user.phoneMasked },
            { key: 'vip', label: 'VIP level', children: user.vipLevel },
            {
              key: 'status',
              label: 'Status',
              children: user.frozen ? <Tag color="error">Frozen</Tag> : <Tag color="success">Active</Tag>,
            },
            { key: 'joined', label: 'Joined', children: formatUnixSeconds(user.joinedAt) },
          ]}
        />
      )}
    </Card>
  )
}
