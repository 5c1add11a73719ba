import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Tag, Typography } from 'antd'
import type { OpsUserName } from '@app/contracts'

export function FrozenTag({ frozen }: { frozen: boolean }) {
  return frozen ? <Tag color="error">Frozen</Tag> : <Tag color="success">Active</Tag>
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
