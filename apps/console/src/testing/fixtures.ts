import type { BoardOrder, Envelope } from '@siam/contracts'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, type Mock, vi } from 'vitest'

let seq = 0

/** A plausible board order; tests override what they are about. */
export function makeOrder(overrides: Partial<BoardOrder> = {}): BoardOrder {
  seq += 1
  const id = overrides.id ?? `order-${seq}`
  return {
    id,
    orderNo: `2506011200${String(seq).padStart(4, '0')}`,
    shopId: 'shop-1',
    shopName: 'Golden Noodle House',
    shopNameZh: '金面馆',
    shopImage: '',
    kind: 'delivery',
    diningOption: null,
    status: 2,
    totalFen: 4_850,
    itemCount: 2,
    firstItemNames: ['Beef noodles'],
    contactPhone: '+4915112345678',
    createdAt: '2025-06-01T04:00:00.000Z',
    payDeadlineAt: null,
    refundStatus: null,
    lines: [
      {
        id: `${id}-l1`,
        goodsId: 'g1',
        name: 'Beef noodles',
        nameZh: '牛肉面',
        image: '',
        optionNames: ['Large', 'Extra spicy'],
        optionNamesZh: ['大份', '特辣'],
        unitPriceFen: 2_200,
        quantity: 2,
        packingFeeFen: 100,
        couponShareFen: 0,
        fullReductionShareFen: 0,
        refundedQuantity: 0,
        refundableQuantity: 0,
      },
    ],
    goodsFen: 4_400,
    packingFen: 200,
    couponFen: 0,
    fullReductionFen: 250,
    deliveryFeeFen: 500,
    balanceUsedFen: 0,
    paidFen: 4_850,
    refundedFen: 0,
    payType: 'wechat',
    paidAt: '2025-06-01T04:00:30.000Z',
    etaAt: '2025-06-01T04:33:30.000Z',
    remark: 'No coriander please',
    deliveryHelper: 'platform',
    address: {
      contactName: 'Anna',
      phone: '13800138000',
      city: 'Shanghai',
      street: 'Nanjing Road 100',
      door: '12B',
    },
    shopAddress: '上海市黄浦区',
    shopPhone: '021-12345678',
    courierName: null,
    courierPhone: null,
    cancelReason: null,
    history: [
      { fromStatus: null, toStatus: 1, actor: 'member', note: null, at: '2025-06-01T04:00:00.000Z' },
      { fromStatus: 1, toStatus: 2, actor: 'system', note: null, at: '2025-06-01T04:00:30.000Z' },
    ],
    actions: [],
    reviewed: false,
    memberEmail: 'anna@example.com',
    addressZh: '上海市黄浦区南京路100号12B',
    updatedAt: '2025-06-01T04:00:30.000Z',
    dietary: null,
    ...overrides,
  }
}

export function envelope<T>(data: T, code = 200, message = ''): Envelope<T> {
  return { success: code === 200, code, message, data }
}

/**
 * A fetch mock stubbed in before every test of the calling file (with local storage cleared); after each
 * test the rendered DOM and the stub go.
 */
export function stubFetch(): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
    localStorage.clear()
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })
  return fetchMock
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** A fake server's answer to one call, given the request body. */
export type FetchHandler = (body: Record<string, unknown>) => Response | Promise<Response>

/** `fetchMock` answers each `/siam-server/rest/<path>` call with its handler; any other call throws. */
export function routeFetch(fetchMock: Mock<typeof fetch>, handlers: Record<string, FetchHandler>): void {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url).replace('/siam-server/rest/', '')
    const handler = handlers[path]
    if (!handler) throw new Error(`unexpected call ${path}`)
    return handler(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>)
  })
}

/** The bodies `fetchMock` was called with for `/siam-server/rest/<path>`, in order. */
export function requestBodies(fetchMock: Mock<typeof fetch>, path: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter((c) => String(c[0]) === `/siam-server/rest/${path}`)
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>)
}
