import { describe, expect, it } from 'vitest'
import { amountCell, CSV_BOM, csvFile, csvLine, integerCell, keysetPages, textCell, timeCell } from './csv.ts'

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = []
  for await (const item of items) out.push(item)
  return out
}

describe('the CSV writer', () => {
  it('puts an apostrophe before a text cell a spreadsheet would run as a formula', () => {
    expect(textCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(textCell('+1')).toBe("'+1")
    expect(textCell('-5')).toBe("'-5")
    expect(textCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(textCell('\tcmd')).toBe("'\tcmd")
    expect(textCell('\rcmd')).toBe(`"'\rcmd"`)
  })

  it('leaves other text as it is, quoting only commas, quotes and line breaks', () => {
    expect(textCell('Ana López')).toBe('Ana López')
    expect(textCell('田中 太郎')).toBe('田中 太郎')
    expect(textCell('a=b')).toBe('a=b')
    expect(textCell('')).toBe('')
    expect(textCell('one, two')).toBe('"one, two"')
    expect(textCell('say "hi"')).toBe('"say ""hi"""')
    expect(textCell('two\nlines')).toBe('"two\nlines"')
  })

  it('writes amounts as decimal numbers, negative ones too, never neutralised', () => {
    expect(amountCell(9800)).toBe('98.00')
    expect(amountCell(-9800)).toBe('-98.00')
    expect(amountCell(5)).toBe('0.05')
    expect(amountCell(-5)).toBe('-0.05')
    expect(amountCell(0)).toBe('0.00')
    expect(amountCell(123456789)).toBe('1234567.89')
  })

  it('writes whole numbers and times as the spec formats dates, in the given zone', () => {
    expect(integerCell(42)).toBe('42')
    expect(integerCell(null)).toBe('')
    // 2026-09-21 14:13:20 UTC
    expect(timeCell(1_790_000_000, 'UTC')).toBe('2026-09-21 14:13:20')
    expect(timeCell(1_790_000_000, 'Asia/Tokyo')).toBe('2026-09-21 23:13:20')
    expect(timeCell(1_790_000_000, 'America/Mexico_City')).toBe('2026-09-21 08:13:20')
    expect(timeCell(null, 'UTC')).toBe('')
  })

  it('starts the file with the byte order mark and the header, then one chunk per page', async () => {
    async function* pages() {
      yield [{ name: 'a', n: 1 }]
      yield [
        { name: '=b', n: -2 },
        { name: 'c', n: 3 },
      ]
    }
    const chunks = await collect(
      csvFile(['Name', 'Amount'], pages(), (r) => [textCell(r.name), amountCell(r.n)]),
    )
    expect(chunks).toEqual([`${CSV_BOM}Name,Amount\r\n`, 'a,0.01\r\n', "'=b,-0.02\r\nc,0.03\r\n"])
    expect(csvLine(['1', '2'])).toBe('1,2\r\n')
  })

  it('reads keyset pages after the last id until a short page', async () => {
    const ids = Array.from({ length: 7 }, (_, i) => ({ id: i + 1 }))
    const asked: number[] = []
    const read = (after: number, limit: number) => {
      asked.push(after)
      return Promise.resolve(ids.filter((r) => r.id > after).slice(0, limit))
    }
    expect(await collect(keysetPages(read, 3))).toEqual([ids.slice(0, 3), ids.slice(3, 6), ids.slice(6)])
    expect(asked).toEqual([0, 3, 6])
    asked.length = 0
    expect(await collect(keysetPages(read, 7))).toEqual([ids])
    expect(asked).toEqual([0, 7])
  })
})
