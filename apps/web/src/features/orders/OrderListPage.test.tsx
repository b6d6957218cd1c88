import type { OrderSummary } from '@siam/contracts'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../../shared/session', () => ({
  useSession: () => ({ status: 'in', member: null, refresh: async () => {} }),
  requireLogin: () => true,
}))

import { i18next } from '../../shared/i18n'
import { apiMock, type PathCall } from '../../testing/apiMock'
import { renderRoute, setupI18n } from '../../testing/pages'
import { Component as OrderListPage } from './OrderListPage'

const summary = (over: Partial<OrderSummary>): OrderSummary => ({
  id: 'o1',
  orderNo: 'SM1',
  shopId: 's1',
  shopName: 'Old Sichuan',
  shopNameZh: '老四川',
  shopImage: '',
  kind: 'pickup',
  diningOption: 'dine_in',
  status: 7,
  totalFen: 2500,
  itemCount: 2,
  firstItemNames: ['Corn cup'],
  contactPhone: '',
  createdAt: '2025-03-01T03:50:00.000Z',
  payDeadlineAt: null,
  refundStatus: null,
  ...over,
})

beforeAll(async () => {
  await setupI18n()
  await i18next.loadNamespaces(['aftersale'])
})
beforeEach(() => {
  apiMock.mockReset()
})
afterEach(() => {
  cleanup()
})

describe('orders list, after-sale tab', () => {
  it('shows each order’s after-sale status and links to its refund progress', async () => {
    const records = [
      summary({ id: 'a', status: 7, refundStatus: 3 }),
      summary({ id: 'b', status: 9, refundStatus: 5 }),
      summary({ id: 'c', status: 8, refundStatus: 7 }),
      summary({ id: 'd', status: 11 }),
    ]
    apiMock.mockImplementation((async (path: string, input: Record<string, unknown>) => {
      if (path === 'member/order/selectTabNumber')
        return { all: 4, waitPayment: 0, waitReceived: 0, waitPickedUp: 0, afterSales: 4 }
      if (path === 'member/order/list') {
        expect(input.tab).toBe('afterSales')
        return { records, total: records.length }
      }
      throw new Error(`unexpected call ${path}`)
    }) as unknown as PathCall)
    renderRoute('/pages/order/index/index?tab=afterSales', '/pages/order/index/index', <OrderListPage />)
    const cards = await screen.findAllByRole('listitem')
    const text = cards.map((c) => c.querySelector('.order-status')?.textContent)
    expect(text).toEqual([
      'After-sale processing',
      'After-sale completed',
      'Refunded',
      'Cancelled and refunded',
    ])
    // The refund request's own status (spec codes 1-7) beside the order's.
    expect(cards.map((c) => c.querySelector('.order-card-refund')?.textContent ?? null)).toEqual([
      'Rejected by the restaurant',
      'Rejected by the platform, refund closed',
      'Refund successful',
      null,
    ])
    const links = cards.map((c) =>
      within(c).queryByRole('link', { name: 'Refund progress' })?.getAttribute('href'),
    )
    expect(links).toEqual([
      '/pages/order/refund/progress/progress?id=a',
      '/pages/order/refund/progress/progress?id=b',
      '/pages/order/refund/progress/progress?id=c',
      undefined,
    ])
  })
})
