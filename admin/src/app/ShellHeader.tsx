import { useNavigate } from 'react-router'
import { Button, Flex, Layout, Tag, Typography } from 'antd'
import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, MenuOutlined } from '@ant-design/icons'
import type { OperatorInfo } from '@app/contracts'
import { logout } from '../features/auth/api/session.ts'
import { ROLE_LABELS } from '../lib/operator.ts'
import { forgetSession } from '../lib/session.ts'
import { queryClient } from './query-client.ts'

interface ShellHeaderProps {
  operator: OperatorInfo
  wide: boolean
  collapsed: boolean
  onToggleMenu: () => void
}

function menuToggle(wide: boolean, collapsed: boolean) {
  if (!wide) return { label: 'Open navigation', icon: <MenuOutlined /> }
  return collapsed
    ? { label: 'Expand navigation', icon: <MenuUnfoldOutlined /> }
    : { label: 'Collapse navigation', icon: <MenuFoldOutlined /> }
}

export function ShellHeader({ operator, wide, collapsed, onToggleMenu }: ShellHeaderProps) {
  const navigate = useNavigate()
  const toggle = menuToggle(wide, collapsed)

  async function onLogout() {
    // The server ends the session and clears its cookie; the console forgets what it loaded.
    forgetSession()
    await logout().catch(() => undefined)
    await navigate('/login', { replace: true })
    queryClient.removeQueries()
  }

  return (
    <Layout.Header style={{ background: '#fff', padding: '0 12px', borderBottom: '1px solid #e5e5e5' }}>
      <Flex align="center" gap={8} style={{ height: '100%' }}>
        <Button type="text" icon={toggle.icon} aria-label={toggle.label} onClick={onToggleMenu} />
        <Flex align="center" gap={8} style={{ marginLeft: 'auto', minWidth: 0 }}>
          <Typography.Text strong ellipsis data-testid="operator-name">
            {operator.username}
          </Typography.Text>
          <Tag data-testid="operator-role">{ROLE_LABELS[operator.role]}</Tag>
          <Button icon={<LogoutOutlined />} onClick={() => void onLogout()} aria-label="Log out">
            {wide ? 'Log out' : null}
          </Button>
        </Flex>
      </Flex>
    </Layout.Header>
  )
}
