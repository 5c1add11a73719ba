import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderPage } from '../../test/render.tsx'
import { PullList } from './PullList.tsx'
import type { ListPage, ListSource } from './source.ts'

interface Row {
  id: string
}

function sourceOf(pages: ListPage<Row>[]): ListSource<Row> & { fetchPage: ReturnType<typeof vi.fn> } {
  const fetchPage = vi.fn((cursor: string | null) =>
    Promise.resolve(pages[cursor === null ? 0 : Number(cursor)] ?? { items: [], next: null }),
  )
  return { queryKey: ['rows'], fetchPage }
}

const list = (source: ListSource<Row>) => (
  <PullList
    source={source}
    itemKey={(row) => row.id}
    renderItem={(row) => <span>{row.id}</span>}
    emptyTitle="Nothing yet"
  />
)

/** jsdom lays nothing out; InfiniteScroll needs an offset parent to decide it is near the bottom. */
function pretendLaidOut() {
  return vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body)
}

describe('the list primitive', () => {
  it('shows the empty state when the first page has no rows', async () => {
    renderPage(list(sourceOf([{ items: [], next: null }])))
    expect(await screen.findByText('Nothing yet')).toBeTruthy()
  })

  it('shows the rows, and loads the next page near the bottom only once per page', async () => {
    const layout = pretendLaidOut()
    const source = sourceOf([
      { items: [{ id: 'a' }, { id: 'b' }], next: '1' },
      { items: [{ id: 'c' }], next: null },
    ])
    renderPage(list(source))
    expect(await screen.findByText('c')).toBeTruthy()
    expect(screen.getByText('a')).toBeTruthy()
    // Scrolling fires the check many times; the page is asked for once.
    for (let i = 0; i < 5; i += 1) fireEvent.scroll(window)
    await waitFor(() => expect(screen.getByText('No more')).toBeTruthy())
    expect(source.fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, '1'])
    layout.mockRestore()
  })

  it('puts the translated pull state in the pull-to-refresh head', async () => {
    renderPage(list(sourceOf([{ items: [{ id: 'a' }], next: null }])))
    await screen.findByText('a')
    expect(document.querySelector('.pull-refresh-head')?.textContent).toBe('Pull down to refresh')
  })

  it('refreshes when pulled past the threshold and released, and not when let go early', async () => {
    const source = sourceOf([{ items: [{ id: 'a' }], next: null }])
    renderPage(list(source))
    const row = await screen.findByText('a')
    const head = () => document.querySelector('.pull-refresh-head')?.textContent
    const pull = (to: number) => {
      fireEvent.touchStart(row, { touches: [{ clientY: 100 }] })
      fireEvent.touchMove(row, { touches: [{ clientY: 100 + to / 2 }] })
      fireEvent.touchMove(row, { touches: [{ clientY: 100 + to }] })
    }
    pull(40)
    expect(head()).toBe('Pull down to refresh')
    fireEvent.touchEnd(row)
    expect(source.fetchPage).toHaveBeenCalledTimes(1)

    pull(300)
    expect(head()).toBe('Release to refresh')
    fireEvent.touchEnd(row)
    await waitFor(() => expect(source.fetchPage).toHaveBeenCalledTimes(2))
  })
})
