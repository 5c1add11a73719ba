import type { ReactNode } from 'react'
import { PageHeader } from './PageHeader.tsx'

interface PageFrameProps {
  title: string
  back?: boolean
  right?: ReactNode
  children?: ReactNode
  className?: string
}

/** A page: its header and a scrolling body. */
export function PageFrame({ title, back, right, children, className }: PageFrameProps) {
  return (
    <div className={className ? `page ${className}` : 'page'}>
      <PageHeader title={title} back={back} right={right} />
      <main className="page-body">{children}</main>
    </div>
  )
}
