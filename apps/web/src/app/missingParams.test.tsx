import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

vi.mock('../shared/api', async (importOriginal) =>
  (await import('../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../shared/session', () => ({
  useSession: () => ({ status: 'in', member: null, refresh: async () => {} }),
  requireLogin: () => true,
}))

import { Component as RefundApplyPage } from '../features/aftersale/RefundApplyPage'
import { Component as MenuPage } from '../features/menu/MenuPage'
import { Component as ShopDetailPage } from '../features/menu/ShopDetailPage'
import { Component as OrderDetailPage } from '../features/orders/OrderDetailPage'
import { Component as PaymentCheckPage } from '../features/pay/PaymentCheckPage'
import { Component as PayPage } from '../features/pay/PayPage'
import { apiMock } from '../testing/apiMock'
import { pageTestHooks, renderRoute } from '../testing/pages'

// Issue 15: a page opened without its id says "not found" with a way home, and asks nothing.
describe('pages opened without their id', () => {
  pageTestHooks(apiMock)
  const pages = [
    ['order detail', '/pages/order/detail/detail', OrderDetailPage, 'id'],
    ['shop detail', '/pages/shop/detail/detail', ShopDetailPage, 'id'],
    ['menu', '/pages/menu/index/index', MenuPage, 'shopId'],
    ['pay', '/pages/shop/pay/pay', PayPage, 'orderId'],
    ['refund apply', '/pages/order/refund/apply/apply', RefundApplyPage, 'id'],
    ['payment check', '/pages/shop/success/success', PaymentCheckPage, 'paymentId'],
  ] as const
  for (const [name, path, Page, param] of pages) {
    it(`${name}: "Page not found" and a way home, no call, never loading`, async () => {
      for (const url of [path, `${path}?${param}=`, `${path}?${param}=%20`]) {
        const view = renderRoute(url, path, <Page />)
        expect(await screen.findByText('Page not found')).toBeTruthy()
        expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/')
        expect(screen.queryByText(/loading/i)).toBeNull()
        view.unmount()
      }
      expect(apiMock).not.toHaveBeenCalled()
    })
  }
})
