import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Tag, Typography } from 'antd'
import type { OpsUserName } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'

export function FrozenTag({ frozen }: { frozen: boolean }) {
  const t = useT()
  return frozen ? <Tag color="error">{t('user.frozen')}</Tag> : <Tag color="success">{t('user.active')}</Tag>
}

/** A section heading inside the user drawer (level 2 under the drawer's title). */
export function SectionTitle({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Typography.Title level={2} id={id} style={{ fontSize: 18, margin: 0 }}>
      {children}
    </Typography.Title>
  )
}

/** Who invited a user, by name, linking to their page; "—" for an operator's code. */
export function InviterName({ inviter }: { inviter: OpsUserName | null }) {
  if (!inviter) return '—'
  return (
    <Link to={`/users/${inviter.id}`}>
      {`${inviter.nickname || inviter.phone} (#${inviter.id}, ${inviter.phone})`}
    </Link>
  )
}
