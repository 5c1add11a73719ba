import { formatUnixSecondsIn, type AuditAction, type DateRange } from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { csvFile } from '../../lib/csv.ts'
import { Download } from '../../lib/route.ts'
import { recordAudit } from './audit.repo.ts'

/** An export an operator asked for: what it is, of which object, over which range. */
export interface ExportRequest {
  operatorId: number
  action: Extract<AuditAction, `export.${string}`>
  /** The object exported: `recharges`, `ledger`, `user:12`… */
  target: string
  range: DateRange
  /** The filters beyond the range, kept in the audit entry. */
  filters?: Record<string, unknown>
}

/** The CSV's shape: its header and how one row becomes its cells. */
export interface CsvShape<R> {
  name: string
  header: readonly string[]
  cellsOf: (row: R) => readonly string[]
}

/** The zone an export writes its dates in: the operator's, else UTC. */
export const zoneOf = (range: DateRange) => range.tz ?? 'UTC'

/**
 * A CSV file streamed as its pages are read, recorded in the audit log when it ends: who, what,
 * which range and how many rows, and whether the file was sent whole (a client that hangs up
 * leaves an entry with the rows written until then).
 */
export function auditedExport<R>(
  deps: Pick<Scope, 'db' | 'clock'>,
  request: ExportRequest,
  shape: CsvShape<R>,
  pages: AsyncIterable<R[]>,
): Download {
  const { range } = request
  const tz = zoneOf(range)
  const firstDay = formatUnixSecondsIn(range.from, tz).slice(0, 10)
  const lastDay = formatUnixSecondsIn(range.to - 1, tz).slice(0, 10)
  async function* written(): AsyncGenerator<string> {
    let rows = 0
    let complete = false
    async function* counted() {
      for await (const page of pages) {
        rows += page.length
        yield page
      }
    }
    try {
      yield* csvFile(shape.header, counted(), shape.cellsOf)
      complete = true
    } finally {
      await recordAudit(deps.db, {
        operatorId: request.operatorId,
        action: request.action,
        target: request.target,
        before: null,
        after: { from: range.from, to: range.to, tz, ...request.filters, rows, complete },
        now: deps.clock.now(),
      })
    }
  }
  return new Download(written(), {
    type: 'text/csv; charset=utf-8',
    filename: `${shape.name}-${firstDay}-${lastDay}.csv`,
  })
}
