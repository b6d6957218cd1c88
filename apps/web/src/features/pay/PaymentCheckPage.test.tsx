import type { Payment } from '@siam/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../../shared/session', () => ({
  useSession: () => ({ status: 'in', member: null, refresh: async () => {} }),
  requireLogin: () => true,
}))

import { toast } from '../../shared/ui/toast'
import { apiMock } from '../../testing/apiMock'
import { apiDouble, pageTestHooks, renderRoute } from '../../testing/pages'
import { Component as PaymentCheckPage } from './PaymentCheckPage'
import { POLL_INTERVAL_MS } from './usePaymentCheck'

const payment = (status: Payment['status']): Payment => ({
  id: 'p1',
  orderId: 'o1',
  rechargeId: null,
  targetKind: null,
  targetId: null,
  payType: 'alipay',
  amountFen: 4200,
  status,
  createdAt: new Date().toISOString(),
  paidAt: status === 'succeeded' ? new Date().toISOString() : null,
})

const { serve } = apiDouble(apiMock)
const paths = () => apiMock.mock.calls.map((c) => c[0])

const URL = '/pages/shop/success/success?paymentId=p1&orderId=o1'
const open = (url = URL) => renderRoute(url, '/pages/shop/success/success', <PaymentCheckPage />)
const rechargePayment = (status: Payment['status']): Payment => ({
  ...payment(status),
  id: 'p9',
  orderId: null,
  rechargeId: 'r1',
  amountFen: 10_000,
})

pageTestHooks(apiMock)

describe('payment check page', () => {
  it('"I have paid" only asks the server; while the payment is pending it says so and stays', async () => {
    serve({ 'member/payment/query': () => payment('pending') })
    const { router } = open()
    expect(await screen.findByText('Have you finished paying?')).toBeTruthy()
    expect(await screen.findByText('Waiting for the payment result')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'I have paid' }))
    await waitFor(() =>
      expect(toast.current()?.message).toBe(
        'The payment has not arrived yet. If you have paid, wait a moment and check again.',
      ),
    )
    // Nothing but status queries, never a call that could mark the order paid.
    expect(new Set(paths())).toEqual(new Set(['member/payment/query']))
    expect(
      apiMock.mock.calls.every((c) => JSON.stringify(c[1]) === JSON.stringify({ paymentId: 'p1' })),
    ).toBe(true)
    expect(router.state.location.pathname).toBe('/pages/shop/success/success')
  })

  it('polls every 2 seconds while open', async () => {
    serve({ 'member/payment/query': () => payment('pending') })
    open()
    await screen.findByText('Waiting for the payment result')
    const first = apiMock.mock.calls.length
    await waitFor(() => expect(apiMock.mock.calls.length).toBeGreaterThan(first), {
      timeout: POLL_INTERVAL_MS + 1500,
    })
    expect(new Set(paths())).toEqual(new Set(['member/payment/query']))
  })

  it('goes to the order detail with the success message once the server says succeeded', async () => {
    let status: Payment['status'] = 'pending'
    serve({ 'member/payment/query': () => payment(status) })
    const { router } = open()
    await screen.findByText('Waiting for the payment result')
    status = 'succeeded'
    fireEvent.click(screen.getByRole('button', { name: 'Check payment status' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/detail/detail'))
    expect(router.state.location.search).toBe('?id=o1')
    expect(toast.current()?.message).toBe('Payment successful')
  })

  it('a declined payment says so and offers "pay with another method" for the same order', async () => {
    serve({ 'member/payment/query': () => payment('failed') })
    const { router } = open()
    expect(await screen.findByText('Payment failed', { selector: '.check-status' })).toBeTruthy()
    await waitFor(() => expect(toast.current()?.message).toBe('Payment failed'))
    // stays here; only asking again is gone, the way on is another method
    expect(router.state.location.pathname).toBe('/pages/shop/success/success')
    expect(screen.queryByRole('button', { name: 'I have paid' })).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: 'Pay with another method' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/shop/pay/pay'))
    expect(router.state.location.search).toBe('?orderId=o1&failed=alipay')
  })

  it('a closed payment offers the same', async () => {
    serve({ 'member/payment/query': () => payment('closed') })
    open()
    expect(await screen.findByText('Payment closed')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Pay with another method' }).getAttribute('href')).toBe(
      '/pages/shop/pay/pay?orderId=o1&failed=alipay',
    )
  })

  it('cancel payment asks first, then closes it at the server', async () => {
    serve({
      'member/payment/query': () => payment('pending'),
      'member/payment/cancel': () => payment('closed'),
    })
    const { router } = open()
    await screen.findByText('Waiting for the payment result')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel payment' }))
    const dialog = await screen.findByRole('dialog')
    expect(paths()).not.toContain('member/payment/cancel')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel payment' }))
    await waitFor(() => expect(paths()).toContain('member/payment/cancel'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/shop/pay/pay'))
    expect(router.state.location.search).toBe('?orderId=o1&failed=alipay')
  })
})

describe('payment check page: recharges', () => {
  it('a paid recharge goes to the balance page with the payment success message', async () => {
    let status: Payment['status'] = 'pending'
    serve({ 'member/payment/query': () => rechargePayment(status) })
    const { router } = open('/pages/shop/success/success?paymentId=p9&rechargeId=r1')
    await screen.findByText('Waiting for the payment result')
    expect(screen.getByRole('link', { name: 'View recharge' }).getAttribute('href')).toBe(
      '/pages/mine/member/detail/detail?rechargeId=r1',
    )
    status = 'succeeded'
    fireEvent.click(screen.getByRole('button', { name: 'I have paid' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/mine/balance/index/index'))
    expect(toast.current()?.message).toBe('Payment successful')
    // "I have paid" only asked the server about the payment
    expect(new Set(paths())).toEqual(new Set(['member/payment/query']))
    expect(
      apiMock.mock.calls.every((c) => JSON.stringify(c[1]) === JSON.stringify({ paymentId: 'p9' })),
    ).toBe(true)
  })

  it('a failed recharge payment offers another method for the same recharge', async () => {
    serve({ 'member/payment/query': () => rechargePayment('failed') })
    const { router } = open('/pages/shop/success/success?paymentId=p9&rechargeId=r1')
    fireEvent.click(await screen.findByRole('link', { name: 'Pay with another method' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/mine/member/recharge/recharge'))
    expect(router.state.location.search).toBe('?rechargeId=r1&failed=alipay')
  })
})

describe('payment check page: registered targets (decision 0025)', () => {
  const targetPayment = (status: Payment['status'], targetKind: string, targetId: string): Payment => ({
    ...payment(status),
    id: 'p7',
    orderId: null,
    targetKind,
    targetId,
  })

  it('a paid coupon pack goes back to the coupon packs page', async () => {
    let status: Payment['status'] = 'pending'
    serve({ 'member/payment/query': () => targetPayment(status, 'coupon_pack', 'cp1') })
    const { router } = open('/pages/shop/success/success?paymentId=p7&couponPurchaseId=cp1')
    await screen.findByText('Waiting for the payment result')
    status = 'succeeded'
    fireEvent.click(screen.getByRole('button', { name: 'I have paid' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/mine/coupons/packs/packs'))
    expect(toast.current()?.message).toBe('Payment successful')
  })

  it("a failed mall payment's other method is the mall order", async () => {
    serve({ 'member/payment/query': () => targetPayment('failed', 'mall_order', 'mo1') })
    const { router } = open('/pages/shop/success/success?paymentId=p7&mallOrderId=mo1')
    fireEvent.click(await screen.findByRole('link', { name: 'Pay with another method' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/pages/internal/mall/order/detail/detail'),
    )
    expect(router.state.location.search).toBe('?id=mo1')
  })
})
