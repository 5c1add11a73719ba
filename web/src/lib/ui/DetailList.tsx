import type { ReactNode } from 'react'
import './ui.css'

export interface DetailItem {
  label: string
  value: ReactNode
  /** Long text (a description) goes under its label instead of beside it. */
  block?: boolean
}

/** Label and value pairs as a description list. */
interface DetailListProps {
  items: readonly DetailItem[]
  label?: string
  /** `detail-inset` for a list inside a form card. */
  className?: string
}

export function DetailList({ items, label, className }: DetailListProps) {
  return (
    <dl className={className ? `detail-list ${className}` : 'detail-list'} aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className={item.block ? 'detail-row detail-block' : 'detail-row'}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
