import type { ReactNode } from 'react'
import { Tag, Typography } from 'antd'

export function FrozenTag({ frozen }: { frozen: boolean }) {
  return frozen ? <Tag color="error">Frozen</Tag> : <Tag color="success">Active</Tag>
}

/** A section heading inside the user drawer (level 2 under the drawer's title). */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
      {children}
    </Typography.Title>
  )
}
