import { useNavigate } from 'react-router'
import { Button, Flex, Layout, Tag, Typography } from 'antd'
import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, MenuOutlined } from '@ant-design/icons'
import type { OperatorInfo } from '@app/contracts'
import { logout } from '../features/auth/api/session.ts'
import { useT, type TFunction } from '../lib/i18n.ts'
import { LanguageSwitch } from '../lib/LanguageSwitch.tsx'
import { roleLabel } from '../lib/operator.ts'
import { endSessionCalls } from '../lib/request.ts'
import { forgetSession } from '../lib/session.ts'
import { queryClient } from './query-client.ts'

interface ShellHeaderProps {
  operator: OperatorInfo
  wide: boolean
  collapsed: boolean
  onToggleMenu: () => void
}

function menuToggle(t: TFunction, wide: boolean, collapsed: boolean) {
  if (!wide) return { label: t('shell.openNav'), icon: <MenuOutlined /> }
  return collapsed
    ? { label: t('shell.expandNav'), icon: <MenuUnfoldOutlined /> }
    : { label: t('shell.collapseNav'), icon: <MenuFoldOutlined /> }
}

export function ShellHeader({ operator, wide, collapsed, onToggleMenu }: ShellHeaderProps) {
  const navigate = useNavigate()
  const t = useT()
  const toggle = menuToggle(t, wide, collapsed)

  async function onLogout() {
    // Leave the pages first, so no poll starts again; stop the calls still out, so none comes back
    // refused once the session is gone; then the server ends the session and clears its cookie.
    forgetSession()
    await navigate('/login', { replace: true })
    endSessionCalls()
    queryClient.removeQueries()
    await logout().catch(() => undefined)
  }

  return (
    <Layout.Header style={{ background: '#fff', padding: '0 12px', borderBottom: '1px solid #e5e5e5' }}>
      <Flex align="center" gap={8} style={{ height: '100%' }}>
        <Button type="text" icon={toggle.icon} aria-label={toggle.label} onClick={onToggleMenu} />
        <Flex align="center" gap={8} style={{ marginLeft: 'auto', minWidth: 0 }}>
          <LanguageSwitch />
          <Typography.Text strong ellipsis data-testid="operator-name">
            {operator.username}
          </Typography.Text>
          <Tag data-testid="operator-role">{roleLabel(operator.role)}</Tag>
          <Button icon={<LogoutOutlined />} onClick={() => void onLogout()} aria-label={t('shell.logOut')}>
            {wide ? t('shell.logOut') : null}
          </Button>
        </Flex>
      </Flex>
    </Layout.Header>
  )
}
