import type { ComponentType } from 'react'
import type { OperatorRole } from '@app/contracts'

/** What a menu entry counts: a queue waiting for operators, shown as a badge beside it. */
export type NavBadge = 'recharges' | 'withdrawals' | 'unreadChats'

/** One console page: its route, its menu entry and who may open it (its icon: `nav-icons.tsx`). */
export interface NavEntry {
  path: string
  /** The menu's name of the page, a key of the console's language files. */
  labelKey: string
  roles: readonly OperatorRole[]
  page: () => Promise<ComponentType>
  badge?: NavBadge
}

const everyone = ['admin', 'finance', 'support'] as const

/** The single table behind both the router and the menu: adding a page is adding a row. */
export const NAV: readonly NavEntry[] = [
  {
    path: 'dashboard',
    labelKey: 'nav.dashboard',
    roles: everyone,
    page: () => import('../features/ledger/pages/DashboardPage.tsx').then((m) => m.DashboardPage),
  },
  {
    path: 'operators',
    labelKey: 'nav.operators',
    roles: ['admin'],
    page: () => import('../features/operators/pages/OperatorsPage.tsx').then((m) => m.OperatorsPage),
  },
  {
    path: 'settings',
    labelKey: 'nav.settings',
    roles: everyone,
    page: () => import('../features/config/pages/SettingsPage.tsx').then((m) => m.SettingsPage),
  },
  {
    path: 'languages',
    labelKey: 'nav.languages',
    roles: ['admin'],
    page: () => import('../features/config/pages/LanguagesPage.tsx').then((m) => m.LanguagesPage),
  },
  {
    path: 'announcements',
    labelKey: 'nav.announcements',
    roles: ['admin', 'support'],
    page: () =>
      import('../features/announcements/pages/AnnouncementsPage.tsx').then((m) => m.AnnouncementsPage),
  },
  {
    path: 'webview-hosts',
    labelKey: 'nav.webviewHosts',
    roles: ['admin'],
    page: () => import('../features/webview/pages/WebviewHostsPage.tsx').then((m) => m.WebviewHostsPage),
  },
  {
    path: 'invitation-codes',
    labelKey: 'nav.invitationCodes',
    roles: ['admin', 'support'],
    page: () => import('../features/auth/pages/InvitationsPage.tsx').then((m) => m.InvitationsPage),
  },
  {
    path: 'sms-outbox',
    labelKey: 'nav.smsOutbox',
    roles: ['admin'],
    page: () => import('../features/auth/pages/SmsOutboxPage.tsx').then((m) => m.SmsOutboxPage),
  },
  {
    path: 'support-inbox',
    labelKey: 'nav.supportInbox',
    roles: ['admin', 'support'],
    page: () => import('../features/chat/pages/ChatInboxPage.tsx').then((m) => m.ChatInboxPage),
    badge: 'unreadChats',
  },
  {
    path: 'recharges',
    labelKey: 'nav.recharges',
    roles: ['admin', 'finance'],
    page: () => import('../features/wallet/pages/RechargesPage.tsx').then((m) => m.RechargesPage),
    badge: 'recharges',
  },
  {
    path: 'withdrawals',
    labelKey: 'nav.withdrawals',
    roles: ['admin', 'finance'],
    page: () => import('../features/wallet/pages/WithdrawalsPage.tsx').then((m) => m.WithdrawalsPage),
    badge: 'withdrawals',
  },
  {
    path: 'users',
    labelKey: 'nav.users',
    roles: everyone,
    page: () => import('../features/account/pages/UsersPage.tsx').then((m) => m.UsersPage),
  },
  {
    path: 'products',
    labelKey: 'nav.products',
    roles: ['admin'],
    page: () => import('../features/products/pages/ProductsPage.tsx').then((m) => m.ProductsPage),
  },
  {
    path: 'vip-levels',
    labelKey: 'nav.vipLevels',
    roles: ['admin'],
    page: () => import('../features/vip/pages/VipLevelsPage.tsx').then((m) => m.VipLevelsPage),
  },
  {
    path: 'redemption-codes',
    labelKey: 'nav.redemptionCodes',
    roles: ['admin'],
    page: () => import('../features/redeem/pages/RedemptionCodesPage.tsx').then((m) => m.RedemptionCodesPage),
  },
  {
    path: 'payment-settings',
    labelKey: 'nav.paymentSettings',
    roles: ['admin', 'finance'],
    page: () => import('../features/wallet/pages/PaymentSettingsPage.tsx').then((m) => m.PaymentSettingsPage),
  },
  {
    path: 'approvals',
    labelKey: 'nav.approvals',
    roles: ['admin', 'finance'],
    page: () => import('../features/wallet/pages/ApprovalsPage.tsx').then((m) => m.ApprovalsPage),
  },
  {
    path: 'two-factor',
    labelKey: 'nav.twoFactor',
    roles: everyone,
    page: () => import('../features/auth/pages/TwoFactorPage.tsx').then((m) => m.TwoFactorPage),
  },
  {
    path: 'ledger-check',
    labelKey: 'nav.ledgerCheck',
    roles: ['admin', 'finance'],
    page: () => import('../features/ledger/pages/LedgerCheckPage.tsx').then((m) => m.LedgerCheckPage),
  },
  {
    path: 'audit-log',
    labelKey: 'nav.auditLog',
    roles: ['admin'],
    page: () => import('../features/audit/pages/AuditLogPage.tsx').then((m) => m.AuditLogPage),
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
