import { formatDecimal, formatUnixSecondsIn } from '@app/contracts'

/**
 * CSV as spreadsheets read it (RFC 4180, decision 0029): UTF-8 with a byte order mark, so Excel
 * reads es/ja text right; CRLF line ends; a cell quoted when it holds a comma, a quote or a line
 * break. Cells are made by kind: text is neutralised against formula injection, while amounts,
 * integers and times are written by the server itself and so can only be numbers or dates.
 */

export const CSV_BOM = '\uFEFF'

/** A cell a spreadsheet would run as a formula (or as the start of one) begins with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/

/** A text cell: a leading formula character gets an apostrophe before it, so it shows as text. */
export function textCell(value: string): string {
  return quoted(FORMULA_START.test(value) ? `'${value}` : value)
}

/** An amount in minor units as a decimal number of major units ("-98.00"): stays a number. */
export function amountCell(minor: number): string {
  return formatDecimal(minor)
}

/** A whole number, or an empty cell. */
export function integerCell(value: number | null): string {
  return value === null ? '' : String(Math.trunc(value))
}

/** Unix seconds as `YYYY-MM-DD HH:mm:ss` in `timeZone` (spec §9), or an empty cell. */
export function timeCell(seconds: number | null, timeZone: string): string {
  return seconds === null ? '' : formatUnixSecondsIn(seconds, timeZone)
}

function quoted(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/** One line of cells already made by the functions above. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.join(',')}\r\n`
}

/**
 * A CSV file as it is written: the mark and the header line first, then each page of rows as it
 * is read, so a file of any length is never held whole in memory.
 */
export async function* csvFile<R>(
  header: readonly string[],
  pages: AsyncIterable<R[]>,
  cellsOf: (row: R) => readonly string[],
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(header.map(textCell))
  for await (const rows of pages) yield rows.map((row) => csvLine(cellsOf(row))).join('')
}

/** Rows read in keyset pages of this many. */
export const EXPORT_PAGE_SIZE = 500

/**
 * Reads rows in ascending id order, one keyset page at a time (`read(afterId, limit)`), and yields
 * each page as it comes; stops after a short page.
 */
export async function* keysetPages<R extends { id: number }>(
  read: (afterId: number, limit: number) => Promise<R[]>,
  limit = EXPORT_PAGE_SIZE,
): AsyncGenerator<R[]> {
  let after = 0
  for (;;) {
    const rows = await read(after, limit)
    if (rows.length > 0) yield rows
    const last = rows[rows.length - 1]
    if (!last || rows.length < limit) return
    after = last.id
  }
}
