import type { OrderDetail } from '@siam/contracts'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../../shared/session', () => ({
  useSession: () => ({ status: 'in', member: null, refresh: async () => {} }),
  requireLogin: () => true,
}))

import { ApiError } from '../../shared/api'
import { balanceOffers, firstPayable, nextPayable, providerOffers } from '../../shared/payment/offers'
import { hideModal } from '../../shared/ui/modal'
import { toast } from '../../shared/ui/toast'
import { apiMock } from '../../testing/apiMock'
import { apiDouble, renderRoute, setupI18n, y } from '../../testing/pages'
import { Component as PayPage } from './PayPage'

const unpaidOrder: OrderDetail = {
  id: 'o1',
  orderNo: 'SM20250301000001',
  shopId: 's1',
  shopName: 'Old Sichuan',
  shopNameZh: '老四川',
  shopImage: '',
  kind: 'delivery',
  diningOption: null,
  status: 1,
  totalFen: 4200,
  itemCount: 2,
  firstItemNames: ['Dan dan noodles'],
  contactPhone: '+447700900123',
  createdAt: new Date().toISOString(),
  payDeadlineAt: new Date(Date.now() + 5 * 60_000).toISOString(),
  refundStatus: null,
  lines: [],
  goodsFen: 3600,
  packingFen: 200,
  couponFen: 0,
  fullReductionFen: 0,
  deliveryFeeFen: 400,
  balanceUsedFen: 0,
  paidFen: 0,
  refundedFen: 0,
  payType: null,
  paidAt: null,
  etaAt: null,
  remark: '',
  deliveryHelper: 'platform',
  address: null,
  shopAddress: '1 People Road',
  shopPhone: '',
  courierName: null,
  courierPhone: null,
  cancelReason: null,
  history: [],
  actions: ['pay', 'cancel'],
  reviewed: false,
}

/** What the server answers for an environment (spec 6): WeChat Pay only inside WeChat, Alipay and card only outside. */
function methodsFor(environment: unknown, balanceFen = 10_000, hasPaymentPassword = true) {
  const inWeChat = environment === 'wechat'
  return {
    methods: [
      { payType: 'balance', available: true, reasonKey: null },
      { payType: 'wechat', available: inWeChat, reasonKey: inWeChat ? null : 'wechat_only_in_wechat' },
      { payType: 'alipay', available: !inWeChat, reasonKey: inWeChat ? 'alipay_not_in_wechat' : null },
      { payType: 'card', available: !inWeChat, reasonKey: inWeChat ? 'card_not_in_wechat' : null },
    ],
    balanceFen,
    hasPaymentPassword,
  }
}

const { serve, callsTo } = apiDouble(apiMock)

const open = (query = '') =>
  renderRoute(`/pages/shop/pay/pay?orderId=o1${query}`, '/pages/shop/pay/pay', <PayPage />)
const methodRow = (name: RegExp) => screen.getByRole('radio', { name })

/** Records what the page hands to location.assign (a provider's page) instead of leaving. */
function mockAssign(): string[] {
  const assigned: string[] = []
  const location = window.location
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...location,
    assign: (url: string) => {
      assigned.push(url)
    },
  } as unknown as Location)
  return assigned
}

const providerPayment = (id: string) => ({
  id,
  orderId: 'o1',
  rechargeId: null,
  payType: 'alipay',
  amountFen: 4200,
  status: 'pending',
  createdAt: '',
  paidAt: null,
})

function typePassword(digits: string) {
  const sheet = screen.getByRole('dialog', { name: 'Enter your payment password' })
  for (const d of digits) fireEvent.click(within(sheet).getByRole('button', { name: d }))
}

beforeAll(async () => {
  await setupI18n()
})
beforeEach(() => {
  apiMock.mockReset()
  sessionStorage.clear()
})
afterEach(() => {
  act(() => hideModal())
  cleanup()
  vi.restoreAllMocks()
})

describe('pay page: methods by environment', () => {
  it('in a browser: balance, Alipay and card; WeChat Pay says it works only inside WeChat', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) Safari/604.1')
    serve({
      'member/order/selectById': () => unpaidOrder,
      'member/payment/methods': (i) => methodsFor(i.environment),
    })
    open()
    await screen.findByRole('radio', { name: /WeChat Pay/ })
    expect(callsTo('member/payment/methods')[0]).toEqual({ orderId: 'o1', environment: 'browser' })
    const wechat = methodRow(/WeChat Pay/)
    expect(wechat.getAttribute('aria-disabled')).toBe('true')
    expect(wechat.textContent).toContain('WeChat Pay works only inside WeChat')
    expect(methodRow(/Alipay/).getAttribute('aria-disabled')).toBe('false')
    expect(methodRow(/Bank card/).getAttribute('aria-disabled')).toBe('false')
    expect(methodRow(/Balance/).textContent).toContain(y('Balance ¥100.00'))
    // tapping the unavailable one does not select it
    fireEvent.click(wechat)
    expect(wechat.getAttribute('aria-checked')).toBe('false')
    expect(screen.getByText('¥42.00', { selector: '.pay-amount' })).toBeTruthy()
  })

  it('inside WeChat: WeChat Pay works, Alipay and card explain why not', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone) AppleWebKit Mobile MicroMessenger/8.0.50 NetType/WIFI',
    )
    serve({
      'member/order/selectById': () => unpaidOrder,
      'member/payment/methods': (i) => methodsFor(i.environment),
    })
    open()
    await screen.findByRole('radio', { name: /WeChat Pay/ })
    expect(callsTo('member/payment/methods')[0]).toEqual({ orderId: 'o1', environment: 'wechat' })
    expect(methodRow(/WeChat Pay/).getAttribute('aria-disabled')).toBe('false')
    expect(methodRow(/Alipay/).textContent).toContain('Alipay works only in a browser, not inside WeChat')
    expect(methodRow(/Bank card/).textContent).toContain(
      'Card payments work only in a browser, not inside WeChat',
    )
  })
})

describe('pay page: balance', () => {
  it('the server refusing for insufficient balance keeps the order and offers the other methods', async () => {
    serve({
      'member/order/selectById': () => unpaidOrder,
      // the balance looked enough when the page loaded, and was spent elsewhere meanwhile
      'member/payment/methods': (i) => methodsFor(i.environment),
      'member/platformPay/byBalance': () => {
        throw new ApiError(409, 'insufficient balance', 'INSUFFICIENT_BALANCE')
      },
    })
    const { router } = open()
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with Balance' }))
    typePassword('123456')
    await waitFor(() => expect(callsTo('member/platformPay/byBalance')).toHaveLength(1))
    expect(callsTo('member/platformPay/byBalance')[0]).toMatchObject({
      orderId: 'o1',
      paymentPassword: '123456',
    })
    await waitFor(() => expect(methodRow(/Balance/).getAttribute('aria-disabled')).toBe('true'))
    expect(methodRow(/Balance/).textContent).toContain('insufficient balance')
    // the next method is selected on the same screen, for the same order
    expect(methodRow(/Alipay/).getAttribute('aria-checked')).toBe('true')
    expect(screen.getByText('Alipay is selected instead.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Pay with Alipay' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/pages/shop/pay/pay')
    expect(router.state.location.search).toBe('?orderId=o1')
  })

  it('after insufficient balance the next method pays the same order with a new idempotency key', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 Safari')
    const assigned = mockAssign()
    serve({
      'member/order/selectById': () => unpaidOrder,
      'member/payment/methods': (i) => methodsFor(i.environment),
      'member/platformPay/byBalance': () => {
        throw new ApiError(409, 'insufficient balance', 'INSUFFICIENT_BALANCE')
      },
      'member/payment/create': () => ({
        payment: providerPayment('p2'),
        action: { type: 'redirect', url: '/sb/p2' },
      }),
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with Balance' }))
    typePassword('123456')
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with Alipay' }))
    await waitFor(() => expect(assigned).toEqual(['/sb/p2']))
    const balanceKey = callsTo('member/platformPay/byBalance')[0]?.idempotencyKey
    const providerCall = callsTo('member/payment/create')[0]
    expect(providerCall).toMatchObject({ orderId: 'o1', payType: 'alipay' })
    expect(providerCall?.idempotencyKey).not.toBe(balanceKey)
  })

  it('a wrong password shows the server message with the tries left and clears the entry', async () => {
    serve({
      'member/order/selectById': () => unpaidOrder,
      'member/payment/methods': (i) => methodsFor(i.environment),
      'member/platformPay/byBalance': () => {
        throw new ApiError(400, 'Wrong payment password, 4 tries left', 'PAYMENT_PASSWORD_WRONG')
      },
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with Balance' }))
    typePassword('111111')
    expect(await screen.findByText('Wrong payment password, 4 tries left')).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('img', { name: '0 of 6 digits entered' })).toBeTruthy())
    expect(screen.getByRole('dialog', { name: 'Enter your payment password' })).toBeTruthy()
  })

  it('password refused by the server: the spec message and "Go and set it", which comes back here', async () => {
    serve({
      'member/order/selectById': () => unpaidOrder,
      'member/payment/methods': (i) => methodsFor(i.environment),
      'member/platformPay/byBalance': () => {
        throw new ApiError(409, 'payment password not set, go and set it', 'PAYMENT_PASSWORD_NOT_SET')
      },
    })
    const { router } = open()
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with Balance' }))
    typePassword('123456')
    const dialog = await screen.findByRole('dialog', { name: '' })
    await waitFor(() => expect(dialog.textContent).toContain('payment password not set, go and set it'))
    expect(dialog.textContent).not.toContain('coming soon')
    // Balance stays listed with the reason; the first method that can pay is chosen meanwhile
    expect(methodRow(/Balance/).textContent).toContain('payment password not set, go and set it')
    expect(methodRow(/Balance/).getAttribute('aria-checked')).toBe('false')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go and set it' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/mine/security/reset/reset'))
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/pages/shop/pay/pay?orderId=o1',
    )
  })

  it('balance below the total: Balance is listed with "insufficient balance", the first payable method is chosen', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) Safari/604.1')
    serve({
      'member/order/selectById': () => unpaidOrder,
      'member/payment/methods': (i) => methodsFor(i.environment, 4199),
    })
    open()
    const balance = await screen.findByRole('radio', { name: /Balance/ })
    expect(balance.getAttribute('aria-disabled')).toBe('true')
    expect(balance.getAttribute('aria-checked')).toBe('false')
    expect(balance.textContent).toContain('insufficient balance')
    expect(methodRow(/Alipay/).getAttribute('aria-checked')).toBe('true')
    expect(screen.getByRole('button', { name: 'Pay with Alipay' }).hasAttribute('disabled')).toBe(false)
    fireEvent.click(balance)
    expect(balance.getAttribute('aria-checked')).toBe('false')
  })

  it('no payment password: not preselected; choosing Balance links to setting it, back to this page', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone) AppleWebKit Mobile MicroMessenger/8.0.50 NetType/WIFI',
    )
    serve({
      'member/order/selectById': () => unpaidOrder,
      'member/payment/methods': (i) => methodsFor(i.environment, 10_000, false),
    })
    const { router } = open()
    const balance = await screen.findByRole('radio', { name: /Balance/ })
    // inside WeChat the first method that can pay is WeChat Pay
    expect(methodRow(/WeChat Pay/).getAttribute('aria-checked')).toBe('true')
    expect(balance.getAttribute('aria-checked')).toBe('false')
    expect(balance.textContent).toContain('payment password not set, go and set it')
    expect(screen.queryByRole('link', { name: 'Go and set it' })).toBeNull()

    fireEvent.click(balance)
    expect(balance.getAttribute('aria-checked')).toBe('true')
    const link = screen.getByRole('link', { name: 'Go and set it' })
    expect(link.closest('[role="status"]')?.textContent).toContain('payment password not set, go and set it')
    const payButton = screen.getByRole('button', { name: 'Pay with Balance' })
    expect(payButton.hasAttribute('disabled')).toBe(true)
    fireEvent.click(payButton)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(callsTo('member/platformPay/byBalance')).toHaveLength(0)
    fireEvent.click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/mine/security/reset/reset'))
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/pages/shop/pay/pay?orderId=o1',
    )
  })

  it('balanceOffers / firstPayable: Balance pays only with a password and enough money', () => {
    const data = methodsFor('browser', 5000, true) as NonNullable<Parameters<typeof balanceOffers>[0]>
    expect(firstPayable(balanceOffers(data, 5000))).toBe('balance')
    expect(firstPayable(balanceOffers(data, 5001))).toBe('alipay')
    expect(firstPayable(balanceOffers({ ...data, hasPaymentPassword: false }, 100))).toBe('alipay')
    expect(firstPayable(balanceOffers(data, 100, { balanceRefused: true }))).toBe('alipay')
    // moving on from a failed method: the next payable one, round to the start, never the failed one
    const offers5000 = balanceOffers(data, 5000)
    expect(nextPayable(offers5000, 'alipay')).toBe('card')
    expect(nextPayable(offers5000, 'card')).toBe('balance')
    expect(nextPayable(balanceOffers(data, 9000), 'card')).toBe('alipay')
    expect(nextPayable(offers5000, null)).toBe('balance')
    expect(nextPayable(providerOffers('browser'), 'alipay')).toBe('card')
    expect(nextPayable(providerOffers('wechat'), 'wechat')).toBeNull()
    const offers = balanceOffers({ ...data, hasPaymentPassword: false }, 100)
    expect(offers[0]).toMatchObject({
      payType: 'balance',
      available: true,
      canPay: false,
      passwordMissing: true,
    })
  })

  it('success shows the order detail', async () => {
    serve({
      'member/order/selectById': () => unpaidOrder,
      'member/payment/methods': (i) => methodsFor(i.environment),
      'member/platformPay/byBalance': () => ({ ...unpaidOrder, status: 2, paidAt: new Date().toISOString() }),
    })
    const { router } = open()
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with Balance' }))
    typePassword('123456')
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/detail/detail'))
    const key = callsTo('member/platformPay/byBalance')[0]?.idempotencyKey
    expect(typeof key === 'string' && key.length >= 8).toBe(true)
  })
})

describe('pay page: provider', () => {
  it('creates the payment and follows the redirect', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 Safari')
    const assigned = mockAssign()
    serve({
      'member/order/selectById': () => unpaidOrder,
      'member/payment/methods': (i) => methodsFor(i.environment),
      'member/payment/create': () => ({
        payment: {
          id: 'p1',
          orderId: 'o1',
          rechargeId: null,
          payType: 'alipay',
          amountFen: 4200,
          status: 'pending',
          createdAt: '',
          paidAt: null,
        },
        action: { type: 'redirect', url: '/siam-server/sandbox/pay/p1' },
      }),
    })
    open()
    await screen.findByRole('radio', { name: /Alipay/ })
    fireEvent.click(methodRow(/Alipay/))
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Alipay' }))
    await waitFor(() => expect(assigned).toEqual(['/siam-server/sandbox/pay/p1']))
    expect(callsTo('member/payment/create')[0]).toMatchObject({
      orderId: 'o1',
      payType: 'alipay',
      environment: 'browser',
    })
    expect(sessionStorage.getItem('siam.payment.o1')).toBe('p1')
  })

  it('after a failed provider payment (from the check page) the failed method is deselected and the next one chosen', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 Safari')
    serve({
      'member/order/selectById': () => unpaidOrder,
      // not enough balance: Alipay and card are the methods that can pay here
      'member/payment/methods': (i) => methodsFor(i.environment, 100),
    })
    const { router } = open('&failed=alipay')
    await screen.findByRole('radio', { name: /Alipay/ })
    expect(methodRow(/Alipay/).getAttribute('aria-checked')).toBe('false')
    expect(methodRow(/Bank card/).getAttribute('aria-checked')).toBe('true')
    expect(
      screen.getByText('The payment with Alipay did not go through. Choose another method.'),
    ).toBeTruthy()
    // the failed method may still be chosen again by hand
    fireEvent.click(methodRow(/Alipay/))
    expect(methodRow(/Alipay/).getAttribute('aria-checked')).toBe('true')
    expect(router.state.location.search).toBe('?orderId=o1&failed=alipay')
  })

  it('an old "did not go through" is not shown over a newer pending payment (issue 15)', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 Safari')
    serve({
      'member/order/selectById': () => unpaidOrder,
      'member/payment/methods': (i) => methodsFor(i.environment, 100),
    })
    // the card failed earlier; since then an Alipay payment was started and is pending
    sessionStorage.setItem('siam.payment.o1', 'p2')
    open('&failed=card')
    await screen.findByRole('radio', { name: /Alipay/ })
    expect(screen.queryByText(/did not go through/)).toBeNull()
    expect(screen.getByRole('link', { name: /Check the payment status/ })).toBeTruthy()
    sessionStorage.removeItem('siam.payment.o1')
  })

  it("WeChat Pay inside WeChat opens WeChat's payment sheet, then checks the payment", async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 MicroMessenger/8.0')
    const invoked: unknown[] = []
    ;(globalThis as Record<string, unknown>).WeixinJSBridge = {
      invoke: (name: string, params: unknown, cb: (r: { err_msg: string }) => void) => {
        invoked.push([name, params])
        cb({ err_msg: 'get_brand_wcpay_request:ok' })
      },
    }
    try {
      serve({
        'member/order/selectById': () => unpaidOrder,
        'member/payment/methods': (i) => methodsFor(i.environment, 0),
        'member/payment/create': () => ({
          payment: { ...providerPayment('p3'), payType: 'wechat' },
          action: { type: 'jsapi', params: { appId: 'wx1', timeStamp: '1', package: 'prepay_id=x' } },
        }),
      })
      const { router } = open()
      fireEvent.click(await screen.findByRole('button', { name: 'Pay with WeChat Pay' }))
      await waitFor(() => expect(router.state.location.pathname).toBe('/pages/shop/success/success'))
      expect(router.state.location.search).toBe('?paymentId=p3&orderId=o1')
      expect(invoked).toEqual([
        ['getBrandWCPayRequest', { appId: 'wx1', timeStamp: '1', package: 'prepay_id=x' }],
      ])
    } finally {
      delete (globalThis as Record<string, unknown>).WeixinJSBridge
    }
  })

  it("a JSAPI payment without WeChat's bridge says WeChat Pay is not supported and goes to the check page", async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 MicroMessenger/8.0')
    serve({
      'member/order/selectById': () => unpaidOrder,
      'member/payment/methods': (i) => methodsFor(i.environment, 0),
      'member/payment/create': () => ({
        payment: { ...providerPayment('p4'), payType: 'wechat' },
        action: { type: 'jsapi', params: { appId: 'wx1' } },
      }),
    })
    const { router } = open()
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with WeChat Pay' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/shop/success/success'))
    expect(toast.current()?.message).toBe('WeChat Pay not supported')
  })
})
