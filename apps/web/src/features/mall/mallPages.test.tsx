import type { MallCartLine, MallOrder } from '@siam/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../../shared/session', () => ({
  useSession: () => ({ status: 'in', member: { hasPaymentPassword: true }, refresh: async () => {} }),
  requireLogin: () => true,
  refreshSession: async () => {},
}))

import { apiMock } from '../../testing/apiMock'
import { apiDouble, homeAddress, pageTestHooks, renderRoute } from '../../testing/pages'
import { Component as CartPage } from './MallCartPage'
import { Component as OrderPage } from './MallOrderPage'
import { Component as PayPage } from './MallPayPage'

const { serve, callsTo } = apiDouble(apiMock)
pageTestHooks(apiMock, ['mall', 'wallet'])

const line = (over: Partial<MallCartLine> = {}): MallCartLine => ({
  id: 'l1',
  goodsId: 'g1',
  specId: '',
  specName: '',
  name: 'Wooden chopsticks set',
  image: '',
  points: 300,
  cashFen: 0,
  number: 1,
  stock: 10,
  selected: true,
  ...over,
})

const order = (over: Partial<MallOrder> = {}): MallOrder => ({
  id: 'o1',
  orderNo: 'M20261121120000000001',
  status: 'paid',
  lines: [
    {
      goodsId: 'g1',
      specId: '',
      name: 'Wooden chopsticks set',
      specName: '',
      image: '',
      points: 300,
      cashFen: 0,
      number: 1,
    },
  ],
  points: 300,
  cashFen: 0,
  address: { contactName: 'Anna', phone: '13800138000', line: 'Shanghai 100 Nanjing East Road' },
  carrier: null,
  trackingNo: null,
  createdAt: '2026-11-21T04:00:00.000Z',
  shippedAt: null,
  completedAt: null,
  autoCompleteAt: null,
  actions: ['cancel'],
  ...over,
})

describe('mall pages', () => {
  it('the cart totals the selected lines in points and cash and checks them out', async () => {
    serve({
      'member/pointsMall/shoppingCart/list': () => ({
        records: [
          line(),
          line({
            id: 'l2',
            goodsId: 'g2',
            name: 'Thermos bottle',
            points: 900,
            cashFen: 1990,
            specName: '350 ml',
          }),
        ],
        total: 2,
      }),
    })
    const { router } = renderRoute('/cart', '/cart', <CartPage />)
    expect(await screen.findByText('Thermos bottle')).toBeTruthy()
    expect(screen.getByText('350 ml')).toBeTruthy()
    const bar = document.querySelector('.mall-bar') as HTMLElement
    expect(within(bar).getByText('Points 1200')).toBeTruthy()
    expect(bar.textContent).toContain('¥19.90')
    fireEvent.click(within(bar).getByRole('button', { name: 'Check out (2)' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/internal/mall/pay/pay'))
    expect(router.state.location.search).toBe('?lines=l1%2Cl2')
  })

  it('the pay page shows the blockers and pays with the payment password and one idempotency key', async () => {
    serve({
      'member/deliveryAddress/list': () => ({ records: [homeAddress], total: 1 }),
      'member/pointsMall/order/preview': () => ({
        lines: [order().lines[0]],
        points: 300,
        cashFen: 0,
        shippingFen: 0,
        pointsBalance: 5000,
        balanceFen: 55_000,
        blockers: [],
      }),
      'member/pointsMall/order/insert': () => order(),
    })
    const { router } = renderRoute('/pay?goodsId=g1&number=1', '/pay', <PayPage />)
    const pay = await screen.findByRole('button', { name: 'Pay and redeem' })
    expect(pay.hasAttribute('disabled')).toBe(true)
    fireEvent.change(screen.getByLabelText('Payment password (6 digits)'), { target: { value: '123456' } })
    fireEvent.click(pay)
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/pages/internal/mall/order/detail/detail'),
    )
    const [sent] = callsTo('member/pointsMall/order/insert')
    expect(sent).toMatchObject({
      draft: { goods: { goodsId: 'g1', specId: '', number: 1 } },
      deliveryAddressId: 'a1',
      paymentPassword: '123456',
    })
    expect(String(sent?.idempotencyKey)).toHaveLength(36)
  })

  it('the order page offers the machine actions: cancel before shipping, confirm and logistics after', async () => {
    serve({ 'member/pointsMall/order/selectById': () => order() })
    const { unmount } = renderRoute('/o?id=o1', '/o', <OrderPage />)
    expect(await screen.findByText('Paid, waiting to ship')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull()
    unmount()
    serve({
      'member/pointsMall/order/selectById': () =>
        order({
          status: 'shipped',
          carrier: 'SF Express',
          trackingNo: 'SF1234',
          shippedAt: '2026-11-21T05:00:00.000Z',
          autoCompleteAt: '2026-11-28T05:00:00.000Z',
          actions: ['confirmReceipt', 'applyRefund', 'logistics'],
        }),
    })
    renderRoute('/o?id=o1', '/o', <OrderPage />)
    expect(await screen.findByText('Shipped')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Confirm receipt' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Logistics' }).getAttribute('href')).toBe(
      '/pages/internal/mall/order/logistics/logistics?id=o1',
    )
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
  })
})
