import { describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { act, renderHook } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createActionKeys, useMoneyAction } from './money-action.ts'
import { HttpError } from './request.ts'

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

describe('one idempotency key per user action', () => {
  it('keeps the key for the same action until it succeeds, and makes a new one for another action', () => {
    let n = 0
    const keys = createActionKeys(() => `key-${(n += 1)}`)
    expect(keys.keyFor('buy 1 balance')).toBe('key-1')
    expect(keys.keyFor('buy 1 balance')).toBe('key-1')
    expect(keys.keyFor('buy 1 revenue')).toBe('key-2')
    keys.settle('buy 1 revenue')
    expect(keys.keyFor('buy 1 revenue')).toBe('key-3')
    // Another action settling does not touch one still open.
    expect(keys.keyFor('buy 1 balance')).toBe('key-1')
  })

  it('a double submit sends one request, with one key', async () => {
    const pending = deferred<string>()
    const send = vi.fn((_variables: { id: number }, _key: string) => pending.promise)
    const { result } = renderHook(() => useMoneyAction({ mutationKey: ['buy'], send }), { wrapper })
    let first: Promise<string> | undefined
    let second: Promise<string> | undefined
    act(() => {
      first = result.current.run({ id: 1 })
      second = result.current.run({ id: 1 })
    })
    expect(second).toBe(first)
    await act(async () => {
      pending.resolve('bought')
      await first
    })
    expect(send).toHaveBeenCalledOnce()
    expect(send.mock.calls[0]?.[1]).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('a retry after a failure reuses the key; after a success the next confirmation gets a new one', async () => {
    const send = vi
      .fn<(variables: { id: number }, key: string) => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('done')
    const { result } = renderHook(() => useMoneyAction({ mutationKey: ['receive'], send }), { wrapper })
    await act(() => expect(result.current.run({ id: 7 })).rejects.toThrow('Failed to fetch'))
    await act(() => result.current.run({ id: 7 }))
    await act(() => result.current.run({ id: 7 }))
    const [failed, retried, next] = send.mock.calls.map(([, key]) => key)
    expect(retried).toBe(failed)
    expect(next).not.toBe(retried)
  })

  it('a refusal ends the action; "still running" keeps the key', async () => {
    const send = vi
      .fn<(variables: { id: number }, key: string) => Promise<string>>()
      .mockRejectedValueOnce(
        new HttpError(409, 'still running', { code: 409, data: { error: 'IDEMPOTENCY_IN_PROGRESS' } }),
      )
      .mockRejectedValueOnce(
        new HttpError(409, 'Insufficient balance', { code: 409, data: { error: 'CONFLICT' } }),
      )
      .mockResolvedValue('done')
    const { result } = renderHook(() => useMoneyAction({ mutationKey: ['buy-refused'], send }), { wrapper })
    await act(() => expect(result.current.run({ id: 3 })).rejects.toThrow())
    await act(() => expect(result.current.run({ id: 3 })).rejects.toThrow())
    await act(() => result.current.run({ id: 3 }))
    const [running, refused, afterRefusal] = send.mock.calls.map(([, key]) => key)
    expect(refused).toBe(running)
    expect(afterRefusal).not.toBe(refused)
  })
})

describe('a refusal because what the user saw changed', () => {
  const run = async (error: HttpError) => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
    const product = ['product', 1]
    client.setQueryData(product, { price: '10000' })
    const own = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const send = vi.fn(() => Promise.reject(error))
    const { result } = renderHook(() => useMoneyAction({ mutationKey: ['buy'], send }), { wrapper: own })
    await act(() => expect(result.current.run({ id: 1 })).rejects.toBe(error))
    return client.getQueryState(product)?.isInvalidated
  }

  it('a 409 (a new price or fee) marks every view stale, so the page shows the new figures', async () => {
    expect(await run(new HttpError(409, 'The price of this product has changed to $120.00.', null))).toBe(
      true,
    )
  })

  it('a 400 leaves the views as they are', async () => {
    expect(await run(new HttpError(400, 'Please select wallet type', null))).toBe(false)
  })
})
