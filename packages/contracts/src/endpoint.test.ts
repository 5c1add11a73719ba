import { describe, expect, it } from 'vitest'
import { pathOf } from './endpoint.ts'

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
