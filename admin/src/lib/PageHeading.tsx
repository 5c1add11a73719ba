import type { ReactNode } from 'react'
import { Flex, Typography } from 'antd'

interface PageHeadingProps {
  title: string
  /** Buttons shown at the right of the title. */
  extra?: ReactNode
}

export function PageHeading({ title, extra }: PageHeadingProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  )
}
