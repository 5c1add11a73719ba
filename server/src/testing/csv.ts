/**
 * Reads a CSV file as a spreadsheet would (RFC 4180: quoted cells, doubled quotes, CRLF), after
 * its byte order mark: the header and the rows.
 */
export function parseCsv(text: string): { header: string[]; rows: string[][] } {
  const lines: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text
  for (let i = 0; i < body.length; i++) {
    const c = body[i] ?? ''
    const next = body[i + 1]
    if (quoted && c === '"' && next === '"') {
      cell += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (quoted) {
      cell += c
    } else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && next === '\n') {
      lines.push([...row, cell])
      row = []
      cell = ''
      i++
    } else {
      cell += c
    }
  }
  if (cell !== '' || row.length > 0) lines.push([...row, cell])
  const [header = [], ...rows] = lines
  return { header, rows }
}
