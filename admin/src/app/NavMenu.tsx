import { Link, useLocation } from 'react-router'
import { Menu, type MenuProps } from 'antd'
import type { OperatorRole } from '@app/contracts'
import { findNavEntry, navFor } from './nav.tsx'

interface NavMenuProps {
  role: OperatorRole
  theme: MenuProps['theme']
  onNavigate?: () => void
}

/** Menu entries for the pages this role may open; the others are not shown at all. */
export function NavMenu({ role, theme, onNavigate }: NavMenuProps) {
  const current = findNavEntry(useLocation().pathname)
  const items: MenuProps['items'] = navFor(role).map((entry) => ({
    key: entry.path,
    icon: entry.icon,
    label: (
      <Link to={`/${entry.path}`} onClick={onNavigate}>
        {entry.label}
      </Link>
    ),
  }))
  return (
    <nav aria-label="Console pages">
      <Menu mode="inline" theme={theme} items={items} selectedKeys={current ? [current.path] : []} />
    </nav>
  )
}
