import type { OrderDetail } from '@siam/contracts'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../../shared/session', () => ({
  useSession: () => ({ status: 'in', member: null, refresh: async () => {} }),
  requireLogin: () => true,
}))

import { toast } from '../../shared/ui/toast'
import { apiMock } from '../../testing/apiMock'
import { apiDouble, pageTestHooks, renderRoute, y } from '../../testing/pages'
import { Component as OrderDetailPage } from './OrderDetailPage'
import { DETAIL_POLL_MS, LIVE_POLL_MS, pollInterval } from './orderStatus'

const delivering: OrderDetail = {
  id: 'o1',
  orderNo: 'SM20250301000001',
  shopId: 's1',
  shopName: 'Old Sichuan',
  shopNameZh: '老四川',
  shopImage: '',
  kind: 'delivery',
  diningOption: null,
  status: 5,
  totalFen: 4200,
  itemCount: 2,
  firstItemNames: ['Dan dan noodles'],
  contactPhone: '+447700900123',
  createdAt: '2025-03-01T03:50:00.000Z',
  payDeadlineAt: null,
  refundStatus: null,
  lines: [
    {
      id: 'l1',
      goodsId: 'g1',
      name: 'Dan dan noodles',
      nameZh: '担担面',
      image: '',
      optionNames: ['Large'],
      optionNamesZh: ['大份'],
      unitPriceFen: 1800,
      quantity: 2,
      packingFeeFen: 100,
      couponShareFen: 0,
      fullReductionShareFen: 0,
      refundedQuantity: 0,
      refundableQuantity: 2,
    },
  ],
  goodsFen: 3600,
  packingFen: 200,
  couponFen: 0,
  fullReductionFen: 0,
  deliveryFeeFen: 400,
  balanceUsedFen: 0,
  paidFen: 4200,
  refundedFen: 0,
  payType: 'alipay',
  paidAt: '2025-03-01T03:51:00.000Z',
  // 04:24 UTC is 12:24 in Shanghai
  etaAt: '2025-03-01T04:24:00.000Z',
  remark: 'no coriander',
  deliveryHelper: 'self',
  address: {
    contactName: 'Anna',
    phone: '13800138000',
    city: '上海',
    street: '南京东路100号',
    door: '1202室',
  },
  shopAddress: '1 People Road',
  shopPhone: '02112345678',
  courierName: 'Wang',
  courierPhone: '13900001111',
  cancelReason: null,
  history: [
    { fromStatus: null, toStatus: 1, actor: 'member', note: null, at: '2025-03-01T03:50:00.000Z' },
    { fromStatus: 1, toStatus: 2, actor: 'system', note: null, at: '2025-03-01T03:51:00.000Z' },
    { fromStatus: 4, toStatus: 5, actor: 'merchant', note: null, at: '2025-03-01T04:05:00.000Z' },
  ],
  actions: ['apply_refund'],
  reviewed: false,
}

const { serve } = apiDouble(apiMock)

const open = () =>
  renderRoute('/pages/order/detail/detail?id=o1', '/pages/order/detail/detail', <OrderDetailPage />)

pageTestHooks(apiMock, ['aftersale'])
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('order detail polling', () => {
  it('polls every 5 s while visible and not final, never when hidden or final', () => {
    expect(pollInterval(5, 'visible')).toBe(DETAIL_POLL_MS)
    expect(pollInterval(1, 'visible')).toBe(5000)
    expect(pollInterval(5, 'hidden')).toBe(false)
    for (const final of [6, 8, 9, 10, 11]) expect(pollInterval(final, 'visible')).toBe(false)
    expect(pollInterval(undefined, 'visible')).toBe(false)
  })

  it('slows to a safety net while the live stream is up', () => {
    expect(pollInterval(5, 'visible', true)).toBe(LIVE_POLL_MS)
    expect(LIVE_POLL_MS).toBeGreaterThan(DETAIL_POLL_MS)
    expect(pollInterval(5, 'hidden', true)).toBe(false)
    expect(pollInterval(10, 'visible', true)).toBe(false)
  })
})

/** The browser's EventSource, played by the test: the page opens it and the test sends events. */
class FakeEventSource {
  static opened: FakeEventSource[] = []
  onopen: ((event: Event) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  listeners = new Map<string, (event: MessageEvent) => void>()
  closed = false
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this)
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener)
  }
  close() {
    this.closed = true
  }
}

describe('order detail, live', () => {
  it("opens the order's stream with a ticket and shows a status change without waiting for the poll", async () => {
    FakeEventSource.opened = []
    vi.stubGlobal('EventSource', FakeEventSource)
    let current: OrderDetail = { ...delivering, status: 3 }
    serve({
      'member/order/selectById': () => current,
      'member/order/events/ticket': () => ({ ticket: 'tk1', expiresAt: '2025-03-01T04:00:00.000Z' }),
    })
    open()
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
    const stream = FakeEventSource.opened[0] as FakeEventSource
    expect(stream.url).toBe('/siam-server/rest/member/order/events?id=o1&ticket=tk1')
    act(() => stream.onopen?.(new Event('open')))
    current = delivering
    act(() =>
      stream.listeners.get('order')?.({
        data: JSON.stringify({ kind: 'order', orderId: 'o1', shopId: 's1', status: 5 }),
      } as MessageEvent),
    )
    expect(await screen.findByRole('heading', { name: 'Order taken (delivering)' })).toBeTruthy()
  })
})

describe('order detail', () => {
  it('shows the status, ETA in China time, timeline, courier and the card for the courier', async () => {
    serve({ 'member/order/selectById': () => delivering })
    open()
    expect(await screen.findByRole('heading', { name: 'Order taken (delivering)' })).toBeTruthy()
    expect(screen.getByText('The courier is on the way.')).toBeTruthy()
    expect(screen.getByText(/Estimated arrival 12:24/)).toBeTruthy()
    const call = screen.getByRole('link', { name: 'Call the courier: 13900001111' })
    expect(call.getAttribute('href')).toBe('tel:13900001111')
    expect(screen.getByRole('heading', { name: 'Show this to the courier' })).toBeTruthy()
    expect(screen.getByText('担担面')).toBeTruthy()
    // Without a courier line (older orders) the card shows the address as typed.
    expect(document.querySelectorAll('.courier-hint-zh')[1]?.textContent).toBe('上海南京东路100号1202室')
    expect(document.querySelector('.courier-line-zh')).toBeNull()
    // newest first, times in Shanghai
    const items = within(document.querySelector('.timeline') as HTMLElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(items[0]).toContain('Order taken (delivering)')
    expect(items[0]).toContain('Mar 1, 2025, 12:05')
    expect(items[0]).toContain('Restaurant')
    expect(items[2]).toContain('Unpaid')
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
  })

  it("shows the address's Chinese line for the courier in the address row and on the courier card", async () => {
    const courierLine = '上海市黄浦区人民广场 南京东路100号 1202室'
    serve({
      'member/order/selectById': () => ({
        ...delivering,
        address: { ...delivering.address, street: 'Nanjing East Road 100', courierLine },
      }),
    })
    open()
    expect(await screen.findByRole('heading', { name: 'Show this to the courier' })).toBeTruthy()
    expect(document.querySelector('.courier-line-zh')?.textContent).toBe(courierLine)
    expect(document.querySelectorAll('.courier-hint-zh')[1]?.textContent).toBe(courierLine)
  })

  it('copies the order number, or says to copy by hand when it cannot', async () => {
    serve({ 'member/order/selectById': () => delivering })
    const writeText = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the order number' }))
    await waitFor(() => expect(toast.current()?.message).toBe('Content copied'))
    expect(writeText).toHaveBeenCalledWith('SM20250301000001')
    writeText.mockRejectedValueOnce(new Error('denied'))
    fireEvent.click(screen.getByRole('button', { name: 'Copy the order number' }))
    await waitFor(() => expect(toast.current()?.message).toBe('Copy failed, please copy manually'))
  })

  it('the order number sits on one row with its copy button: an icon, named for screen readers', async () => {
    const orderNo = '20261122064858000003'
    serve({ 'member/order/selectById': () => ({ ...delivering, orderNo }) })
    open()
    const copy = await screen.findByRole('button', { name: 'Copy the order number' })
    const row = copy.closest('.order-no') as HTMLElement
    expect(row.querySelector('bdi')?.textContent).toBe(orderNo)
    expect(copy.textContent).toBe('')
    expect(copy.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('cancel asks for a reason (1-8) first, then calls cancelOrder with it', async () => {
    const unpaid = {
      ...delivering,
      status: 1 as const,
      paidAt: null,
      etaAt: null,
      courierName: null,
      courierPhone: null,
      payDeadlineAt: new Date(Date.now() + 240_000).toISOString(),
      actions: ['pay', 'cancel'],
    }
    serve({
      'member/order/selectById': () => unpaid,
      'member/order/cancelOrder': () => ({ ...unpaid, status: 10, actions: [], cancelReason: null }),
    })
    open()
    expect(await screen.findByRole('button', { name: y('Pay now ¥42.00') })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the order' })
    expect(within(dialog).getAllByRole('radio')).toHaveLength(8)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    expect(await within(dialog).findByText('Choose a reason.')).toBeTruthy()
    expect(apiMock.mock.calls.some((c) => c[0] === 'member/order/cancelOrder')).toBe(false)
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No longer wanted' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    expect(await screen.findByRole('heading', { name: 'Cancelled' })).toBeTruthy()
    expect(apiMock.mock.calls.find((c) => c[0] === 'member/order/cancelOrder')?.[1]).toEqual({
      id: 'o1',
      reason: 8,
    })
  })

  it('offers exactly the after-sale actions the server lists', async () => {
    serve({
      'member/order/selectById': () => ({
        ...delivering,
        status: 6 as const,
        actions: ['apply_refund', 'review', 'view_refund'],
      }),
    })
    open()
    const apply = await screen.findByRole('link', { name: 'Apply for a refund' })
    expect(apply.getAttribute('href')).toBe('/pages/order/refund/apply/apply?id=o1')
    expect(screen.getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(
      '/pages/order/evaluate/evaluate?id=o1',
    )
    expect(screen.getByRole('link', { name: 'Refund progress' }).getAttribute('href')).toBe(
      '/pages/order/refund/progress/progress?id=o1',
    )
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull()
  })

  it('no after-sale buttons when the server lists none (the refund window has passed)', async () => {
    serve({ 'member/order/selectById': () => ({ ...delivering, status: 6 as const, actions: [] }) })
    open()
    expect(await screen.findByRole('heading', { name: 'Completed' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Apply for a refund' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Review' })).toBeNull()
    expect(document.querySelector('.detail-actions')).toBeNull()
  })

  it('quick cancel within the minute: reasons 1-8, the full refund said up front', async () => {
    const pending = {
      ...delivering,
      status: 2 as const,
      courierName: null,
      courierPhone: null,
      actions: ['quick_cancel', 'apply_refund'],
    }
    serve({
      'member/order/selectById': () => pending,
      'member/order/quickCancel': () => ({
        ...pending,
        status: 11,
        actions: [],
        refundedFen: 4200,
        cancelReason: 'Delivery too slow',
      }),
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel and get your money back' })
    expect(dialog.textContent).toContain('everything you paid (\u2066¥42.00\u2069) goes back')
    const reasons = within(dialog)
      .getAllByRole('radio')
      .map((r) => r.textContent)
    expect(reasons).toEqual([
      'Incorrect information',
      'Wrong delivery time',
      'Wrong order or too few items',
      'Out of stock',
      'Merchant cancelled after contacting me',
      'Delivery too slow',
      'Rider contacted me to cancel',
      'No longer wanted',
    ])
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Delivery too slow' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    expect(await screen.findByRole('heading', { name: 'Cancelled and refunded' })).toBeTruthy()
    expect(apiMock.mock.calls.find((c) => c[0] === 'member/order/quickCancel')?.[1]).toEqual({
      id: 'o1',
      reason: 6,
    })
    expect(apiMock.mock.calls.some((c) => c[0] === 'member/order/cancelOrder')).toBe(false)
    expect(toast.current()?.message).toBe('Order cancelled. Your money is on its way back.')
  })
})
