import type { BillingRecord, Recharge } from '@siam/contracts'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../../shared/session', () => ({
  useSession: () => ({ status: 'in', member: null, refresh: async () => {} }),
  requireLogin: () => true,
  refreshSession: async () => {},
}))

import { ApiError, NETWORK_ERROR_CODE } from '../../shared/api'
import { i18next } from '../../shared/i18n'
import { hideModal } from '../../shared/ui/modal'
import { toast } from '../../shared/ui/toast'
import { apiMock } from '../../testing/apiMock'
import { apiDouble, renderRoute, setupI18n, y } from '../../testing/pages'
import { Component as BalancePage } from './BalancePage'
import { Component as BillDetailPage } from './BillDetailPage'
import { Component as MemberPage } from './MemberPage'
import { Component as RechargePage } from './RechargePage'
import { Component as RechargeRecordsPage } from './RechargeRecordsPage'
import { amountTone, signedAmountText } from './wallet'

const { serve, callsTo } = apiDouble(apiMock)

const TIERS = {
  records: [
    { id: 't100', payFen: 10_000, getFen: 10_500, bonusFen: 500 },
    { id: 't200', payFen: 20_000, getFen: 21_500, bonusFen: 1500 },
    { id: 't500', payFen: 50_000, getFen: 55_000, bonusFen: 5000 },
  ],
}

const recharge = (over: Partial<Recharge> = {}): Recharge => ({
  id: 'r1',
  rechargeNo: 'RC20250301000001',
  payFen: 20_000,
  bonusFen: 1500,
  status: 'unpaid',
  payType: null,
  createdAt: '2025-03-01T06:00:00.000Z',
  paidAt: null,
  ...over,
})

const bill = (over: Partial<BillingRecord> = {}): BillingRecord => ({
  id: 'b1',
  coinType: 'balance',
  amount: -4200,
  balanceAfter: 50_800,
  causeType: 'order_payment',
  causeId: 'o1',
  reference: 'SM20250301000001',
  createdAt: '2025-03-01T04:05:00.000Z',
  ...over,
})

const SAFARI = 'Mozilla/5.0 (iPhone) Safari/604.1'
const WECHAT = 'Mozilla/5.0 (iPhone) AppleWebKit Mobile MicroMessenger/8.0.50 NetType/WIFI'

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

const paymentAnswer = (rechargeId: string) => ({
  payment: {
    id: 'p9',
    orderId: null,
    rechargeId,
    payType: 'alipay',
    amountFen: 20_000,
    status: 'pending',
    createdAt: '',
    paidAt: null,
  },
  action: { type: 'redirect', url: `/siam-server/sandbox/checkout/p9` },
})

beforeAll(async () => {
  await setupI18n()
  await i18next.loadNamespaces(['wallet', 'mine'])
})
beforeEach(() => {
  apiMock.mockReset()
  sessionStorage.clear()
  toast.hide()
})
afterEach(() => {
  act(() => hideModal())
  cleanup()
  vi.restoreAllMocks()
})

describe('wallet amounts', () => {
  it('sign money in yuan and points as numbers; in is green, out red', () => {
    expect(signedAmountText('balance', 1500)).toBe('+¥15.00')
    expect(signedAmountText('balance', -4200)).toBe('\u2212¥42.00')
    expect(signedAmountText('points', 120)).toBe('+120')
    expect(signedAmountText('reward', 0)).toBe('¥0.00')
    expect(amountTone(1)).toBe('in')
    expect(amountTone(-1)).toBe('out')
    expect(amountTone(0)).toBe('zero')
  })
})

describe('recharge page', () => {
  const openRecharge = (query = '') =>
    renderRoute(
      `/pages/mine/member/recharge/recharge${query}`,
      '/pages/mine/member/recharge/recharge',
      <RechargePage />,
    )

  it('in a browser: Alipay and card; WeChat Pay says why not; the balance is never offered', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(SAFARI)
    serve({ 'rechargeTier/list': () => TIERS })
    openRecharge()
    const wechat = await screen.findByRole('radio', { name: /WeChat Pay/ })
    expect(wechat.getAttribute('aria-disabled')).toBe('true')
    expect(wechat.textContent).toContain('WeChat Pay works only inside WeChat')
    expect(screen.getByRole('radio', { name: /Alipay/ }).getAttribute('aria-checked')).toBe('true')
    expect(screen.getByRole('radio', { name: /Bank card/ }).getAttribute('aria-disabled')).toBe('false')
    expect(screen.queryByRole('radio', { name: /^Balance/ })).toBeNull()
    expect(screen.getByText('The balance itself cannot pay for a recharge.')).toBeTruthy()
    fireEvent.click(wechat)
    expect(wechat.getAttribute('aria-checked')).toBe('false')
  })

  it('inside WeChat: WeChat Pay; Alipay and card say why not', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(WECHAT)
    serve({ 'rechargeTier/list': () => TIERS })
    openRecharge()
    const wechat = await screen.findByRole('radio', { name: /WeChat Pay/ })
    expect(wechat.getAttribute('aria-checked')).toBe('true')
    expect(screen.getByRole('radio', { name: /Alipay/ }).textContent).toContain(
      'Alipay works only in a browser, not inside WeChat',
    )
    expect(screen.getByRole('radio', { name: /Bank card/ }).textContent).toContain(
      'Card payments work only in a browser, not inside WeChat',
    )
    expect(screen.getByRole('button', { name: 'Pay with WeChat Pay' })).toBeTruthy()
  })

  it('tierId preselects the tier; creates the recharge with a key, pays it with rechargeId and follows the redirect', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(SAFARI)
    const assigned = mockAssign()
    serve({
      'rechargeTier/list': () => TIERS,
      'member/recharge/create': () => recharge(),
      'member/payment/create': (i) => paymentAnswer(String(i.rechargeId)),
    })
    openRecharge('?tierId=t200')
    const tier = await screen.findByRole('radio', { name: y('Pay ¥200.00 get ¥215.00 +¥15.00 bonus') })
    expect(tier.getAttribute('aria-checked')).toBe('true')
    expect(screen.getByText('¥200.00', { selector: '.pay-bar .price' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Alipay' }))
    await waitFor(() => expect(assigned).toEqual(['/siam-server/sandbox/checkout/p9']))
    const created = callsTo('member/recharge/create')
    expect(created).toHaveLength(1)
    expect(created[0]?.tierId).toBe('t200')
    expect(String(created[0]?.idempotencyKey).length).toBeGreaterThanOrEqual(8)
    expect(callsTo('member/payment/create')[0]).toEqual({
      rechargeId: 'r1',
      payType: 'alipay',
      environment: 'browser',
      idempotencyKey: expect.any(String),
    })
    expect(sessionStorage.getItem('siam.payment.recharge.r1')).toBe('p9')
  })

  it('a retry of the same attempt after a network failure sends the same keys; another tier is a new attempt', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(SAFARI)
    const assigned = mockAssign()
    let failNext = true
    serve({
      'rechargeTier/list': () => TIERS,
      'member/recharge/create': (i) => recharge({ id: i.tierId === 't100' ? 'r1' : 'r2' }),
      'member/payment/create': (i) => {
        if (failNext) {
          failNext = false
          throw new ApiError(NETWORK_ERROR_CODE, 'Network error, please retry')
        }
        return paymentAnswer(String(i.rechargeId))
      },
    })
    openRecharge()
    const pay = await screen.findByRole('button', { name: 'Pay with Alipay' })
    fireEvent.click(pay)
    await waitFor(() => expect(callsTo('member/payment/create')).toHaveLength(1))
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false))
    fireEvent.click(pay)
    await waitFor(() => expect(assigned).toHaveLength(1))
    const [c1, c2] = callsTo('member/recharge/create')
    expect(c1?.tierId).toBe('t100')
    expect(c2?.idempotencyKey).toBe(c1?.idempotencyKey)
    const [p1, p2] = callsTo('member/payment/create')
    expect(p2?.idempotencyKey).toBe(p1?.idempotencyKey)

    // another tier: another recharge, another key
    fireEvent.click(screen.getByRole('radio', { name: y('Pay ¥500.00 get ¥550.00 +¥50.00 bonus') }))
    fireEvent.click(pay)
    await waitFor(() => expect(callsTo('member/recharge/create')).toHaveLength(3))
    expect(callsTo('member/recharge/create')[2]?.idempotencyKey).not.toBe(c1?.idempotencyKey)
  })

  it('pays an unpaid recharge again, moving on from the method that failed', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(SAFARI)
    const assigned = mockAssign()
    serve({
      'member/recharge/detail': () => recharge(),
      'member/payment/create': (i) => paymentAnswer(String(i.rechargeId)),
    })
    openRecharge('?rechargeId=r1&failed=alipay')
    const card = await screen.findByRole('radio', { name: /Bank card/ })
    expect(card.getAttribute('aria-checked')).toBe('true')
    expect(
      screen.getByText('The payment with Alipay did not go through. Choose another method.'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Bank card' }))
    await waitFor(() => expect(assigned).toHaveLength(1))
    expect(callsTo('member/recharge/create')).toHaveLength(0)
    expect(callsTo('member/payment/create')[0]).toMatchObject({ rechargeId: 'r1', payType: 'card' })
  })
})

describe('member centre', () => {
  it('shows the balance, points, reward and the tiers as "pay 100 get 105" cards with the bonus', async () => {
    serve({
      'member/wallet/summary': () => ({
        balanceFen: 55_000,
        rewardFen: 1200,
        points: 340,
        uncreditedPoints: 0,
        uncreditedRewardFen: 0,
      }),
      'rechargeTier/list': () => TIERS,
    })
    renderRoute('/pages/mine/member/index/index', '/pages/mine/member/index/index', <MemberPage />)
    expect(await screen.findByText('¥550.00')).toBeTruthy()
    expect(screen.getByText('340')).toBeTruthy()
    expect(screen.getByText('¥12.00')).toBeTruthy()
    const card = await screen.findByRole('link', { name: y('Pay ¥100.00 get ¥105.00 +¥5.00 bonus') })
    expect(card.getAttribute('href')).toBe('/pages/mine/member/recharge/recharge?tierId=t100')
    expect(within(card).getByText(y('+¥5.00 bonus')).className).toBe('tier-bonus')
    expect(screen.getByRole('link', { name: 'Recharge records' }).getAttribute('href')).toBe(
      '/pages/mine/member/record/record',
    )
    expect(screen.getByRole('link', { name: 'Balance details' }).getAttribute('href')).toBe(
      '/pages/mine/balance/index/index',
    )
  })
})

describe('balance page', () => {
  it('lists the entries with signed, coloured amounts and loads more pages', async () => {
    const page1 = [
      bill(),
      bill({ id: 'b2', amount: 50_000, balanceAfter: 55_000, causeType: 'recharge', reference: 'RC1' }),
      ...Array.from({ length: 8 }, (_, i) => bill({ id: `x${i}`, amount: -100, balanceAfter: 1000 })),
    ]
    const page2 = [bill({ id: 'b11', amount: 5000, balanceAfter: 5000, causeType: 'seed', reference: null })]
    serve({
      'member/wallet/summary': () => ({
        balanceFen: 50_800,
        rewardFen: 0,
        points: 0,
        uncreditedPoints: 0,
        uncreditedRewardFen: 0,
      }),
      'member/billingRecord/list': (i) => ({ records: i.pageNo === 1 ? page1 : page2, total: 11 }),
    })
    renderRoute('/pages/mine/balance/index/index', '/pages/mine/balance/index/index', <BalancePage />)
    const out = await screen.findByText('\u2212¥42.00')
    expect(out.className).toContain('wallet-amount-out')
    const payIn = screen.getByText('+¥500.00')
    expect(payIn.className).toContain('wallet-amount-in')
    const row = out.closest('a') as HTMLElement
    expect(row.getAttribute('href')).toBe('/pages/mine/member/detail/detail?id=b1')
    expect(row.textContent).toContain('Order payment')
    expect(row.textContent).toContain('SM20250301000001')
    expect(row.textContent).toContain(y('Balance ¥508.00'))
    expect(row.textContent).toContain('Mar 1, 2025, 12:05')
    expect(callsTo('member/billingRecord/list')[0]).toEqual({ pageNo: 1, pageSize: 10, coinType: 'balance' })
    expect(screen.getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe(
      '/pages/mine/member/recharge/recharge',
    )

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('Opening balance')).toBeTruthy()
    expect(callsTo('member/billingRecord/list')[1]).toEqual({ pageNo: 2, pageSize: 10, coinType: 'balance' })
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(screen.getByText('That’s all')).toBeTruthy()
  })
})

describe('recharge records', () => {
  it('list the recharges with their status, each opening the recharge', async () => {
    serve({
      'member/recharge/list': () => ({
        records: [
          recharge({ id: 'r2', status: 'paid', payType: 'alipay', paidAt: '2025-03-01T06:01:00.000Z' }),
          recharge({ id: 'r1', status: 'closed', payFen: 10_000, bonusFen: 500 }),
          recharge({ id: 'r0', status: 'unpaid' }),
        ],
        total: 3,
      }),
    })
    renderRoute(
      '/pages/mine/member/record/record',
      '/pages/mine/member/record/record',
      <RechargeRecordsPage />,
    )
    expect(await screen.findByText('Paid')).toBeTruthy()
    expect(screen.getByText('Closed')).toBeTruthy()
    expect(screen.getByText('Unpaid')).toBeTruthy()
    const links = screen.getAllByRole('link')
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/pages/mine/member/detail/detail?rechargeId=r2',
      '/pages/mine/member/detail/detail?rechargeId=r1',
      '/pages/mine/member/detail/detail?rechargeId=r0',
    ])
    expect(links[1]?.textContent).toContain(y('+¥5.00 bonus'))
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })
})

describe('bill detail', () => {
  it('shows a recharge entry with its method, reference, balance after and the related bonus', async () => {
    serve({
      'member/billingRecord/selectById': (i) =>
        i.id === 'b5'
          ? {
              ...bill({
                id: 'b5',
                amount: 20_000,
                balanceAfter: 70_000,
                causeType: 'recharge',
                causeId: 'r1',
                reference: 'RC20250301000001',
              }),
              payType: 'alipay',
              orderId: null,
              rechargeId: 'r1',
              related: [
                bill({
                  id: 'b6',
                  amount: 1500,
                  balanceAfter: 71_500,
                  causeType: 'recharge_bonus',
                  causeId: 'r1',
                  reference: 'RC20250301000001',
                }),
              ],
            }
          : null,
    })
    renderRoute(
      '/pages/mine/member/detail/detail?id=b5',
      '/pages/mine/member/detail/detail',
      <BillDetailPage />,
    )
    expect(await screen.findByText('+¥200.00')).toBeTruthy()
    expect(screen.getAllByText('Recharge').length).toBeGreaterThan(0)
    const ref = screen.getByRole('link', { name: 'RC20250301000001' })
    expect(ref.getAttribute('href')).toBe('/pages/mine/member/detail/detail?rechargeId=r1')
    expect(screen.getByText('Alipay')).toBeTruthy()
    expect(screen.getByText('¥700.00')).toBeTruthy()
    const related = screen.getByRole('heading', { name: 'Related entries' }).closest('section') as HTMLElement
    const bonus = within(related).getByRole('link')
    expect(bonus.textContent).toContain('Recharge bonus')
    expect(bonus.textContent).toContain('+¥15.00')
    expect(bonus.getAttribute('href')).toBe('/pages/mine/member/detail/detail?id=b6')
  })

  it('links an order payment to its order', async () => {
    serve({
      'member/billingRecord/selectById': () => ({
        ...bill(),
        payType: 'balance',
        orderId: 'o1',
        rechargeId: null,
        related: [],
      }),
    })
    renderRoute(
      '/pages/mine/member/detail/detail?id=b1',
      '/pages/mine/member/detail/detail',
      <BillDetailPage />,
    )
    const link = await screen.findByRole('link', { name: 'SM20250301000001' })
    expect(link.getAttribute('href')).toBe('/pages/order/detail/detail?id=o1')
    expect(screen.getByText('\u2212¥42.00').className).toContain('wallet-amount-out')
    expect(screen.queryByRole('heading', { name: 'Related entries' })).toBeNull()
  })

  it('shows a recharge by rechargeId; an unpaid one can be paid', async () => {
    serve({ 'member/recharge/detail': () => recharge() })
    renderRoute(
      '/pages/mine/member/detail/detail?rechargeId=r1',
      '/pages/mine/member/detail/detail',
      <BillDetailPage />,
    )
    expect(await screen.findByText('RC20250301000001')).toBeTruthy()
    expect(screen.getByText('Unpaid')).toBeTruthy()
    expect(screen.getByText('¥215.00')).toBeTruthy()
    expect(callsTo('member/recharge/detail')[0]).toEqual({ id: 'r1' })
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/pages/mine/member/recharge/recharge?rechargeId=r1',
    )
  })
})
