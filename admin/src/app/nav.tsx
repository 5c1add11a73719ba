import type { ComponentType, ReactNode } from 'react'
import {
  AuditOutlined,
  GiftOutlined,
  GlobalOutlined,
  MessageOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons'
import type { OperatorRole } from '@app/contracts'

/** One console page: its route, its menu entry and who may open it. */
export interface NavEntry {
  path: string
  label: string
  icon: ReactNode
  roles: readonly OperatorRole[]
  page: () => Promise<ComponentType>
}

const everyone = ['admin', 'finance', 'support'] as const

/** The single table behind both the router and the menu: adding a page is adding a row. */
export const NAV: readonly NavEntry[] = [
  {
    path: 'operators',
    label: 'Operators',
    icon: <TeamOutlined />,
    roles: ['admin'],
    page: () => import('../features/operators/OperatorsPage.tsx').then((m) => m.OperatorsPage),
  },
  {
    path: 'settings',
    label: 'Site configuration',
    icon: <SettingOutlined />,
    roles: everyone,
    page: () => import('../features/settings/SettingsPage.tsx').then((m) => m.SettingsPage),
  },
  {
    path: 'languages',
    label: 'Language packages',
    icon: <GlobalOutlined />,
    roles: everyone,
    page: () => import('../features/languages/LanguagesPage.tsx').then((m) => m.LanguagesPage),
  },
  {
    path: 'invitation-codes',
    label: 'Invitation codes',
    icon: <GiftOutlined />,
    roles: ['admin', 'support'],
    page: () => import('../features/invitations/InvitationsPage.tsx').then((m) => m.InvitationsPage),
  },
  {
    path: 'sms-outbox',
    label: 'SMS outbox',
    icon: <MessageOutlined />,
    roles: ['admin', 'support'],
    page: () => import('../features/sms/SmsOutboxPage.tsx').then((m) => m.SmsOutboxPage),
  },
  {
    path: 'audit-log',
    label: 'Audit log',
    icon: <AuditOutlined />,
    roles: ['admin'],
    page: () => import('../features/audit/AuditLogPage.tsx').then((m) => m.AuditLogPage),
  },
]

export function navFor(role: OperatorRole): NavEntry[] {
  return NAV.filter((entry) => entry.roles.includes(role))
}

/** The entry whose page is at `pathname` (a hash-router path such as `/operators`). */
export function findNavEntry(pathname: string): NavEntry | undefined {
  const segment = pathname.split('/')[1]
  return NAV.find((entry) => entry.path === segment)
}
