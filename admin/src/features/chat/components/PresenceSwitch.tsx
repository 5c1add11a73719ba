import { Flex, Switch, Tag, Typography } from 'antd'
import { useT } from '../../../lib/i18n.ts'
import { useOpsPresence, useSetPresence } from '../api/chat.ts'

/**
 * This operator's presence switch, and whether customer service is online for users (some
 * operator has the switch on with a console open).
 */
export function PresenceSwitch() {
  const presence = useOpsPresence()
  const setPresence = useSetPresence()
  const mine = presence.data?.mine ?? false
  const t = useT()
  return (
    <Flex align="center" gap={12} wrap>
      <Tag color={presence.data?.online ? 'success' : 'default'} data-testid="service-presence">
        {presence.data?.online ? t('chat.serviceOnline') : t('chat.serviceOffline')}
      </Tag>
      <Flex align="center" gap={8}>
        <Switch
          id="chat-presence-switch"
          checked={mine}
          loading={presence.isPending || setPresence.isPending}
          onChange={(online) => setPresence.mutate(online)}
        />
        <label htmlFor="chat-presence-switch">
          <Typography.Text>{t('chat.onlineForChat')}</Typography.Text>
        </label>
      </Flex>
    </Flex>
  )
}
