import type { ReactNode } from 'react'
import RightOutline from 'antd-mobile-icons/es/RightOutline'
import { Link } from '../router.ts'

export interface LinkRowItem {
  to: string
  label: string
  icon?: ReactNode
  extra?: ReactNode
}

/** A list of navigation rows drawn as real links (keyboard and screen-reader friendly). */
export function LinkList({ items, label }: { items: readonly LinkRowItem[]; label?: string }) {
  return (
    <nav aria-label={label}>
      <ul className="link-list">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="link-row">
              {item.icon && (
                <span className="link-row-icon" aria-hidden>
                  {item.icon}
                </span>
              )}
              <span className="link-row-label">{item.label}</span>
              {item.extra !== undefined && <span className="link-row-extra">{item.extra}</span>}
              <RightOutline className="link-row-arrow" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
