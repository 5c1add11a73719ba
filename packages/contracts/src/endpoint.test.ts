import { describe, expect, it } from 'vitest'
import { pathOf, type Endpoint } from './endpoint.ts'
import * as contracts from './index.ts'
import * as platform from './platform.ts'

describe('the URL a client calls', () => {
  it('is the declared path when it has no params', () => {
    expect(pathOf({ path: '/api/products' }, undefined)).toBe('/api/products')
  })

  it('fills each path param, numbers and text alike', () => {
    expect(pathOf({ path: '/api/ops/recharges/:id/confirm' }, { id: 12 })).toBe(
      '/api/ops/recharges/12/confirm',
    )
    expect(pathOf({ path: '/api/config/lang/:locale' }, { locale: 'es' })).toBe('/api/config/lang/es')
    expect(pathOf({ path: '/api/:kind/:id' }, { kind: 'orders', id: '7' })).toBe('/api/orders/7')
  })

  it('escapes a param so it stays one path segment', () => {
    expect(pathOf({ path: '/api/items/:id' }, { id: '../admin?x=1#y' })).toBe(
      '/api/items/..%2Fadmin%3Fx%3D1%23y',
    )
  })

  it('fails loudly when a param is missing rather than calling a wrong URL', () => {
    expect(() => pathOf({ path: '/api/items/:id' }, {})).toThrow('/api/items/:id: missing path param id')
    expect(() => pathOf({ path: '/api/items/:id' }, undefined)).toThrow(/missing path param id/)
  })
})

describe('the name of an endpoint constant', () => {
  /** `module.someAction` → `MODULE_SOME_ACTION`: the id in capitals, each dot and change of case an underscore. */
  const nameOf = (id: string) =>
    id
      .replace(/\./g, '_')
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .toUpperCase()
  const declared = Object.entries({ ...contracts, ...platform }).filter(
    ([, value]) => typeof value === 'object' && value !== null && 'id' in value && 'access' in value,
  ) as [string, Endpoint][]

  it('follows from its id, for every declaration', () => {
    expect(declared.length).toBeGreaterThan(150)
    expect(
      declared.filter(([name, { id }]) => name !== nameOf(id)).map(([name, { id }]) => `${name}: ${id}`),
    ).toEqual([])
  })

  it('reads the words of the id apart', () => {
    expect(nameOf('wallet.opsConfirmRecharge')).toBe('WALLET_OPS_CONFIRM_RECHARGE')
    expect(nameOf('products.buy')).toBe('PRODUCTS_BUY')
    expect(contracts.PRODUCTS_BUY.id).toBe('products.buy')
  })
})
