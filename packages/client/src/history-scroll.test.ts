import { describe, expect, it } from 'vitest'
import { HistoryScroll, type ScrollBox } from './history-scroll.ts'

/** A list 400 px high whose content is `scrollHeight` px. */
const box = (scrollHeight: number, scrollTop: number): ScrollBox => ({
  scrollHeight,
  clientHeight: 400,
  scrollTop,
})

describe('the scroll position of a conversation, newest at the bottom', () => {
  it('follows new messages while the reader is at the bottom, and stays put further up', () => {
    const scroll = new HistoryScroll(50)
    const list = box(1000, 0)
    scroll.settle(list, { firstId: 1, loadingOlder: false })
    expect(list.scrollTop).toBe(1000)

    const readingUp = box(1200, 300)
    expect(scroll.scrolled(readingUp)).toBe(false)
    scroll.settle(readingUp, { firstId: 1, loadingOlder: false })
    expect(readingUp.scrollTop).toBe(300)

    // Within 80 px of the bottom counts as at the bottom.
    scroll.scrolled(box(1200, 730))
    const grown = box(1300, 730)
    scroll.settle(grown, { firstId: 1, loadingOlder: false })
    expect(grown.scrollTop).toBe(1300)
  })

  it('asks for older messages at the top, once, and keeps the first message where it was', () => {
    const scroll = new HistoryScroll(50)
    const top = box(1000, 20)
    expect(scroll.scrolled(top)).toBe(true)
    expect(scroll.beginOlder(top, { firstId: 31, hasOlder: true, loadingOlder: false })).toBe(true)
    expect(scroll.beginOlder(top, { firstId: 31, hasOlder: true, loadingOlder: true })).toBe(false)

    // Still loading: nothing moves.
    scroll.settle(top, { firstId: 31, loadingOlder: true })
    expect(top.scrollTop).toBe(20)
    // 600 px of older messages went in above: the view moves down by exactly that.
    const loaded = box(1600, 20)
    scroll.settle(loaded, { firstId: 1, loadingOlder: false })
    expect(loaded.scrollTop).toBe(620)
  })

  it('does not ask when there is nothing older, and forgets the place when nothing came', () => {
    const scroll = new HistoryScroll(50)
    expect(scroll.beginOlder(box(1000, 0), { firstId: 1, hasOlder: false, loadingOlder: false })).toBe(false)
    scroll.scrolled(box(1000, 10))
    expect(scroll.beginOlder(box(1000, 10), { firstId: 1, hasOlder: true, loadingOlder: false })).toBe(true)
    const same = box(1000, 10)
    scroll.settle(same, { firstId: 1, loadingOlder: false })
    expect(same.scrollTop).toBe(10)
    // The place is forgotten: with the reader away from the bottom, later renders leave it.
    scroll.settle(same, { firstId: 1, loadingOlder: false })
    expect(same.scrollTop).toBe(10)
  })
})
