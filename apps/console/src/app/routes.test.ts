import { describe, expect, it } from 'vitest'
import type { Staff } from '../shared/api/staff'
import { routesFor, viewFromPath } from './routes'

// The router reads the page from the hash: '#/refunds' is the path '/refunds', no hash is the board.
const viewFromHash = (hash: string, staff: Pick<Staff, 'role'>) => viewFromPath(hash.replace(/^#/, ''), staff)
const viewsFor = (staff: Pick<Staff, 'role'>) => routesFor(staff).map((route) => route.id)

describe('console pages', () => {
  it('the payment refunds page is the platform’s only; the hash picks the page', () => {
    expect(viewsFor({ role: 'merchant' })).toEqual([
      'orders',
      'refunds',
      'menu',
      'shop',
      'delivery-area',
      'dietary-facts',
      'coupons',
      'figures',
    ])
    expect(viewsFor({ role: 'platform' })).toEqual([
      'orders',
      'refunds',
      'payment-refunds',
      'menu',
      'shop',
      'delivery-area',
      'dietary-facts',
      'mall',
      'withdrawals',
      'members',
      'coupons',
      'figures',
      'platform-shops',
      'settings',
      'content',
    ])
    expect(viewFromHash('#/settings', { role: 'merchant' })).toBe('orders')
    expect(viewFromHash('#/shops', { role: 'merchant' })).toBe('orders')
    expect(viewFromHash('#/content', { role: 'merchant' })).toBe('orders')
    expect(viewFromHash('#/settings', { role: 'platform' })).toBe('settings')
    expect(viewFromHash('#/mall', { role: 'merchant' })).toBe('orders')
    expect(viewFromHash('#/withdrawals', { role: 'merchant' })).toBe('orders')
    expect(viewFromHash('#/refunds', { role: 'merchant' })).toBe('refunds')
    expect(viewFromHash('#/menu', { role: 'merchant' })).toBe('menu')
    expect(viewFromHash('#/shop', { role: 'platform' })).toBe('shop')
    expect(viewFromHash('#/payment-refunds', { role: 'merchant' })).toBe('orders')
    expect(viewFromHash('#/payment-refunds', { role: 'platform' })).toBe('payment-refunds')
    expect(viewFromHash('', { role: 'platform' })).toBe('orders')
  })
})
