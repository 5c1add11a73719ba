import { Link, useLocation } from 'react-router'
import { Badge, Flex, Menu, type MenuProps } from 'antd'
import type { OperatorRole } from '@app/contracts'
import { useQueueBadges } from '../features/ledger/api/dashboard.ts'
import { NAV_ICONS } from './nav-icons.tsx'
import { useT } from '../lib/i18n.ts'
import { findNavEntry, navFor, type NavBadge } from './nav.tsx'

interface NavMenuProps {
  role: OperatorRole
  theme: MenuProps['theme']
  /** The side menu shows its icons only: its items keep one line's height. */
  collapsed?: boolean
  onNavigate?: () => void
}

/** How many wait in each queue a menu entry counts; nothing for a queue the role does not see. */
function useBadgeCounts(): Record<NavBadge, number> {
  const queues = useQueueBadges().data
  return {
    recharges: queues?.recharges?.count ?? 0,
    withdrawals: queues?.withdrawals?.count ?? 0,
    unreadChats: queues?.unreadChats ?? 0,
  }
}

/**
 * A label longer than the menu is wide ("Lista de páginas web permitidas") goes on to a second line
 * instead of being cut: the menu's items are a line high only while their label fits one.
 */
const WRAPPING_ITEM = {
  height: 'auto',
  minHeight: 40,
  lineHeight: 1.35,
  paddingBlock: 9,
  whiteSpace: 'normal',
} as const

/** Menu entries for the pages this role may open (the others are not shown at all), with queue badges. */
export function NavMenu({ role, theme, collapsed = false, onNavigate }: NavMenuProps) {
  const current = findNavEntry(useLocation().pathname)
  const counts = useBadgeCounts()
  const t = useT()
  const items: MenuProps['items'] = navFor(role).map((entry) => ({
    key: entry.path,
    icon: NAV_ICONS[entry.path],
    style: collapsed ? undefined : WRAPPING_ITEM,
    label: (
      <Link to={`/${entry.path}`} onClick={onNavigate}>
        <Flex component="span" justify="space-between" align="center" gap={8}>
          {t(entry.labelKey)}
          {entry.badge && counts[entry.badge] > 0 && (
            <Badge
              count={counts[entry.badge]}
              overflowCount={999}
              data-testid={`badge-${entry.badge}`}
              style={{ boxShadow: 'none' }}
            />
          )}
        </Flex>
      </Link>
    ),
  }))
  return (
    <nav aria-label={t('nav.consolePages')}>
      <Menu mode="inline" theme={theme} items={items} selectedKeys={current ? [current.path] : []} />
    </nav>
  )
}
