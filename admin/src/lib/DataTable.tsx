import { Table, type TableProps } from 'antd'
import { formatDateTime } from './format.ts'
import { useLocale } from './i18n.ts'

type DataTableProps<T> = Omit<TableProps<T>, 'scroll' | 'size'> & {
  /** Names the scrollable region for screen readers, e.g. "Operators". */
  label: string
}

/**
 * The console's one table: on a narrow screen it scrolls sideways inside a region that keyboard users
 * can focus and scroll (antd's own scroll container cannot take focus).
 */
export function DataTable<T extends object>({ label, ...props }: DataTableProps<T>) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<T> size="middle" {...props} />
    </div>
  )
}

/** A table cell for Unix seconds, kept on one line so narrow screens scroll rather than wrap. */
export function renderTime(seconds: number) {
  return <DateTime seconds={seconds} />
}

/** Unix seconds in the console's language (`formatDateTime`), kept on one line. */
export function DateTime({ seconds }: { seconds: number }) {
  const locale = useLocale()
  return <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(seconds, locale)}</span>
}
