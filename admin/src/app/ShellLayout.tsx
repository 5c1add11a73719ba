import { useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { Drawer, Grid, Layout, Result, Typography } from 'antd'
import type { OperatorInfo } from '@app/contracts'
import { useT } from '../lib/i18n.ts'
import { roleLabel } from '../lib/operator.ts'
import { findNavEntry } from './nav.tsx'
import { NavMenu } from './NavMenu.tsx'
import { ShellHeader } from './ShellHeader.tsx'

function Brand({ dark }: { dark: boolean }) {
  const t = useT()
  return (
    <Typography.Text
      strong
      style={{ display: 'block', padding: '16px 24px', color: dark ? '#fff' : undefined }}
    >
      {t('shell.brand')}
    </Typography.Text>
  )
}

/** A page the role cannot use says so plainly instead of failing with a bare 403 toast. */
function RoleGate({ operator }: { operator: OperatorInfo }) {
  const entry = findNavEntry(useLocation().pathname)
  const t = useT()
  if (entry && !entry.roles.includes(operator.role)) {
    return (
      <Result
        status="403"
        title={t('shell.notAllowed')}
        subTitle={t('shell.notForRole', { page: t(entry.labelKey), role: roleLabel(operator.role) })}
      />
    )
  }
  return <Outlet />
}

export function ShellLayout({ operator }: { operator: OperatorInfo }) {
  // Wide screens get a collapsible side menu; phones get the same menu in a drawer.
  const wide = Grid.useBreakpoint().lg ?? true
  const [collapsed, setCollapsed] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const t = useT()

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {wide ? (
        <Layout.Sider collapsed={collapsed} trigger={null} width={224}>
          {!collapsed && <Brand dark />}
          <NavMenu role={operator.role} theme="dark" collapsed={collapsed} />
        </Layout.Sider>
      ) : (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={260}
          title={t('shell.brand')}
          styles={{ body: { padding: 0 } }}
        >
          <NavMenu role={operator.role} theme="light" onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Layout>
        <ShellHeader
          operator={operator}
          wide={wide}
          collapsed={collapsed}
          onToggleMenu={() => (wide ? setCollapsed(!collapsed) : setDrawerOpen(true))}
        />
        <Layout.Content style={{ padding: wide ? 24 : 12 }}>
          <RoleGate operator={operator} />
        </Layout.Content>
      </Layout>
    </Layout>
  )
}
