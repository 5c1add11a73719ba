import type { ComponentType, ReactNode } from 'react'
import {
  AuditOutlined,
  BankOutlined,
  CheckCircleOutlined,
  CrownOutlined,
  CustomerServiceOutlined,
  GiftOutlined,
  GlobalOutlined,
  KeyOutlined,
  LinkOutlined,
  LoginOutlined,
  LogoutOutlined,
  MessageOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
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
    page: () => import('../features/operators/pages/OperatorsPage.tsx').then((m) => m.OperatorsPage),
  },
  {
    path: 'settings',
    label: 'Site configuration',
    icon: <SettingOutlined />,
    roles: everyone,
    page: () => import('../features/config/pages/SettingsPage.tsx').then((m) => m.SettingsPage),
  },
  {
    path: 'languages',
    label: 'Language packages',
    icon: <GlobalOutlined />,
    roles: ['admin'],
    page: () => import('../features/config/pages/LanguagesPage.tsx').then((m) => m.LanguagesPage),
  },
  {
    path: 'announcements',
    label: 'Announcements',
    icon: <NotificationOutlined />,
    roles: ['admin', 'support'],
    page: () =>
      import('../features/announcements/pages/AnnouncementsPage.tsx').then((m) => m.AnnouncementsPage),
  },
  {
    path: 'webview-hosts',
    label: 'Web page allow-list',
    icon: <LinkOutlined />,
    roles: ['admin'],
    page: () => import('../features/webview/pages/WebviewHostsPage.tsx').then((m) => m.WebviewHostsPage),
  },
  {
    path: 'invitation-codes',
    label: 'Invitation codes',
    icon: <GiftOutlined />,
    roles: ['admin', 'support'],
    page: () => import('../features/auth/pages/InvitationsPage.tsx').then((m) => m.InvitationsPage),
  },
  {
    path: 'sms-outbox',
    label: 'SMS outbox',
    icon: <MessageOutlined />,
    roles: ['admin'],
    page: () => import('../features/auth/pages/SmsOutboxPage.tsx').then((m) => m.SmsOutboxPage),
  },
  {
    path: 'support-inbox',
    label: 'Support inbox',
    icon: <CustomerServiceOutlined />,
    roles: ['admin', 'support'],
    page: () => import('../features/chat/pages/ChatInboxPage.tsx').then((m) => m.ChatInboxPage),
  },
  {
    path: 'recharges',
    label: 'Recharges',
    icon: <LoginOutlined />,
    roles: ['admin', 'finance'],
    page: () => import('../features/wallet/pages/RechargesPage.tsx').then((m) => m.RechargesPage),
  },
  {
    path: 'withdrawals',
    label: 'Withdrawals',
    icon: <LogoutOutlined />,
    roles: ['admin', 'finance'],
    page: () => import('../features/wallet/pages/WithdrawalsPage.tsx').then((m) => m.WithdrawalsPage),
  },
  {
    path: 'users',
    label: 'Users',
    icon: <UserOutlined />,
    roles: everyone,
    page: () => import('../features/account/pages/UsersPage.tsx').then((m) => m.UsersPage),
  },
  {
    path: 'products',
    label: 'Products',
    icon: <ShoppingOutlined />,
    roles: ['admin'],
    page: () => import('../features/products/pages/ProductsPage.tsx').then((m) => m.ProductsPage),
  },
  {
    path: 'vip-levels',
    label: 'VIP levels',
    icon: <CrownOutlined />,
    roles: ['admin'],
    page: () => import('../features/vip/pages/VipLevelsPage.tsx').then((m) => m.VipLevelsPage),
  },
  {
    path: 'redemption-codes',
    label: 'Redemption codes',
    icon: <TagsOutlined />,
    roles: ['admin'],
    page: () => import('../features/redeem/pages/RedemptionCodesPage.tsx').then((m) => m.RedemptionCodesPage),
  },
  {
    path: 'payment-settings',
    label: 'Payment settings',
    icon: <BankOutlined />,
    roles: ['admin', 'finance'],
    page: () => import('../features/wallet/pages/PaymentSettingsPage.tsx').then((m) => m.PaymentSettingsPage),
  },
  {
    path: 'approvals',
    label: 'Second approvals',
    icon: <CheckCircleOutlined />,
    roles: ['admin', 'finance'],
    page: () => import('../features/wallet/pages/ApprovalsPage.tsx').then((m) => m.ApprovalsPage),
  },
  {
    path: 'two-factor',
    label: 'Two-factor sign-in',
    icon: <KeyOutlined />,
    roles: everyone,
    page: () => import('../features/auth/pages/TwoFactorPage.tsx').then((m) => m.TwoFactorPage),
  },
  {
    path: 'ledger-check',
    label: 'Ledger check',
    icon: <SafetyCertificateOutlined />,
    roles: ['admin', 'finance'],
    page: () => import('../features/ledger/pages/LedgerCheckPage.tsx').then((m) => m.LedgerCheckPage),
  },
  {
    path: 'audit-log',
    label: 'Audit log',
    icon: <AuditOutlined />,
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
