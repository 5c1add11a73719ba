import { useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { Drawer, Grid, Layout, Result, Typography } from 'antd'
import type { OperatorInfo } from '@app/contracts'
import { findNavEntry } from './nav.tsx'
import { NavMenu } from './NavMenu.tsx'
import { ShellHeader } from './ShellHeader.tsx'

const BRAND = 'Operator console'

function Brand({ dark }: { dark: boolean }) {
  return (
    <Typography.Text
      strong
      style={{ display: 'block', padding: '16px 24px', color: dark ? '#fff' : undefined }}
    >
      {BRAND}
    </Typography.Text>
  )
}

/** A page the role cannot use says so plainly instead of failing with a bare 403 toast. */
function RoleGate({ operator }: { operator: OperatorInfo }) {
  const entry = findNavEntry(useLocation().pathname)
  if (entry && !entry.roles.includes(operator.role)) {
    return (
      <Result
        status="403"
        title="Not allowed"
        subTitle={`${entry.label} is not available to the ${operator.role} role. Ask an admin if you need it.`}
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

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {wide ? (
        <Layout.Sider collapsed={collapsed} trigger={null} width={224}>
          {!collapsed && <Brand dark />}
          <NavMenu role={operator.role} theme="dark" />
        </Layout.Sider>
      ) : (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={260}
          title={BRAND}
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
