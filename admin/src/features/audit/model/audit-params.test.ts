import { describe, expect, it } from 'vitest'
import { auditFilterOf, auditParamsOf, readAuditParams } from './audit-params.ts'

describe("the audit log's filters in its address", () => {
  it('reads back what it wrote, so Back and a reload show the same entries', () => {
    const filters = {
      q: 'BNK-1',
      operator: 2,
      action: 'withdrawal.complete' as const,
      object: 'withdrawal:12',
      first: '2026-11-01',
      last: '2026-11-28',
    }
    const written = auditParamsOf(filters)
    expect(written.toString()).toBe(
      'q=BNK-1&operator=2&action=withdrawal.complete&object=withdrawal%3A12&from=2026-11-01&to=2026-11-28',
    )
    expect(readAuditParams(written)).toEqual(filters)
  })

  it('leaves empty filters out of the address', () => {
    expect(
      auditParamsOf({
        q: ' ',
        operator: undefined,
        action: undefined,
        object: '',
        first: '',
        last: '',
      }).toString(),
    ).toBe('')
  })

  it('reads a value it does not know as absent', () => {
    const read = readAuditParams(
      new URLSearchParams('operator=abc&action=drop.tables&from=yesterday&to=2026-1-2'),
    )
    expect(read).toEqual({ q: '', operator: undefined, action: undefined, object: '', first: '', last: '' })
  })

  it('asks the server for a range only when both days make one', () => {
    const base = { q: '', operator: undefined, action: undefined, object: '' }
    expect(auditFilterOf({ ...base, first: '2026-11-02', last: '' }).range).toBeUndefined()
    expect(auditFilterOf({ ...base, first: '2026-11-05', last: '2026-11-02' }).range).toBeUndefined()
    const range = auditFilterOf({ ...base, first: '2026-11-02', last: '2026-11-03' }).range
    expect(range && range.to - range.from).toBe(2 * 86_400)
  })
})
