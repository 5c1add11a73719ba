import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { PageLoad } from './PageLoad.tsx'

function Page({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['page'], queryFn: load })
  return (
    <PageLoad query={query} queryKey={['page']}>
      {(text) => <p>{text}</p>}
    </PageLoad>
  )
}

function renderWith(load: () => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <Page load={load} />
    </QueryClientProvider>,
  )
}

const TIMED_OUT = 'The connection timed out, click the screen to try again.'

describe('page load placeholders', () => {
  it('shows nothing for 200 ms, then the loading placeholder, then the time-out placeholder at 60 s; a tap retries', async () => {
    vi.useFakeTimers()
    const load = vi.fn(() => new Promise<string>(() => undefined))
    renderWith(load)
    await act(() => vi.advanceTimersByTimeAsync(199))
    expect(screen.queryByRole('status')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(2))
    expect(screen.getByRole('status').textContent).toContain('Loading')
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    const retry = screen.getByRole('button', { name: TIMED_OUT })
    await act(async () => fireEvent.click(retry))
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(load).toHaveBeenCalledTimes(2)
    expect(screen.queryByText(TIMED_OUT)).toBeNull()
  })

  it('never flashes the placeholder for a fast load', async () => {
    vi.useFakeTimers()
    renderWith(() => Promise.resolve('Ready'))
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(screen.getByText('Ready')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows the error placeholder when the load fails, and a tap retries', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('Back')
    renderWith(load)
    fireEvent.click(
      await screen.findByRole('button', { name: 'Loading failed, click the screen to try again.' }),
    )
    expect(await screen.findByText('Back')).toBeTruthy()
  })
})
