/** Fixtures for the after-sale screens' tests (only tests import this file). */
import type { OrderDetail, RefundPreview, RefundProcess, RefundRequestView } from '@siam/contracts'

const line = (over: Partial<OrderDetail['lines'][number]>): OrderDetail['lines'][number] => ({
  id: 'l1',
  goodsId: 'g1',
  name: 'Dan dan noodles',
  nameZh: '担担面',
  image: '',
  optionNames: [],
  optionNamesZh: [],
  unitPriceFen: 1800,
  quantity: 2,
  packingFeeFen: 100,
  couponShareFen: 0,
  fullReductionShareFen: 0,
  refundedQuantity: 0,
  refundableQuantity: 2,
  ...over,
})

/** Delivered: 2 noodles (both refundable), 1 tea (refundable), 1 dumpling plate already refunded. */
export function paidOrder(over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 'o1',
    orderNo: 'SM20250301000001',
    shopId: 's1',
    shopName: 'Old Sichuan',
    shopNameZh: '老四川',
    shopImage: '',
    kind: 'delivery',
    diningOption: null,
    status: 12,
    totalFen: 6000,
    itemCount: 4,
    firstItemNames: ['Dan dan noodles'],
    contactPhone: '13800138000',
    createdAt: '2025-03-01T03:50:00.000Z',
    payDeadlineAt: null,
    refundStatus: null,
    lines: [
      line({}),
      line({
        id: 'l2',
        goodsId: 'g2',
        name: 'Jasmine tea',
        nameZh: '茉莉花茶',
        unitPriceFen: 800,
        quantity: 1,
        refundableQuantity: 1,
      }),
      line({
        id: 'l3',
        goodsId: 'g3',
        name: 'Pork dumplings',
        nameZh: '猪肉饺子',
        unitPriceFen: 1500,
        quantity: 1,
        refundedQuantity: 1,
        refundableQuantity: 0,
      }),
    ],
    goodsFen: 5900,
    packingFen: 400,
    couponFen: 0,
    fullReductionFen: 800,
    deliveryFeeFen: 500,
    balanceUsedFen: 0,
    paidFen: 6000,
    refundedFen: 1500,
    payType: 'alipay',
    paidAt: '2025-03-01T03:51:00.000Z',
    etaAt: '2025-03-01T04:24:00.000Z',
    remark: '',
    deliveryHelper: 'platform',
    address: null,
    shopAddress: '1 People Road',
    shopPhone: '02112345678',
    courierName: null,
    courierPhone: null,
    cancelReason: null,
    history: [],
    actions: ['apply_refund'],
    reviewed: false,
    ...over,
  }
}

/** What the server would answer for `items` of paidOrder(): 1900 gross per noodle less 200 discount. */
export function previewFor(items: { orderItemId: string; number: number }[]): RefundPreview {
  const unit: Record<string, { gross: number; discount: number; name: string }> = {
    l1: { gross: 1900, discount: 200, name: 'Dan dan noodles' },
    l2: { gross: 900, discount: 100, name: 'Jasmine tea' },
  }
  const lines = items.map((i) => {
    const u = unit[i.orderItemId] ?? { gross: 0, discount: 0, name: '?' }
    return {
      orderItemId: i.orderItemId,
      name: u.name,
      nameZh: '',
      image: '',
      optionNames: [],
      quantity: i.number,
      grossFen: u.gross * i.number,
      discountFen: u.discount * i.number,
      amountFen: (u.gross - u.discount) * i.number,
    }
  })
  const total = lines.reduce((n, l) => n + l.amountFen, 0)
  return {
    orderId: 'o1',
    lines,
    deliveryFeeFen: 0,
    totalFen: total,
    toBalanceFen: 0,
    refundableFen: 4500,
    available: [
      { orderItemId: 'l1', refundableQuantity: 2 },
      { orderItemId: 'l2', refundableQuantity: 1 },
      { orderItemId: 'l3', refundableQuantity: 0 },
    ],
  }
}

export function refundView(over: Partial<RefundRequestView> = {}): RefundRequestView {
  return {
    id: 'r1',
    orderId: 'o1',
    orderNo: 'SM20250301000001',
    kind: 'member',
    status: 2,
    amountFen: 1700,
    deliveryFeeFen: 0,
    toBalanceFen: 0,
    lines: [
      {
        orderItemId: 'l1',
        name: 'Dan dan noodles',
        nameZh: '担担面',
        image: '',
        optionNames: [],
        quantity: 1,
        grossFen: 1900,
        discountFen: 200,
        amountFen: 1700,
      },
    ],
    reason: 14,
    reasonText: 'Items missing',
    description: 'The noodles never came',
    images: ['/siam-server/uploads/p1.jpg'],
    merchantRejectReason: null,
    platformRejectReason: null,
    timeline: [
      { at: '2025-03-01T04:30:00.000Z', fromStatus: null, toStatus: 1, actor: 'member', note: null },
      { at: '2025-03-01T04:30:00.000Z', fromStatus: 1, toStatus: 2, actor: 'system', note: null },
    ],
    merchantDeadlineAt: '2025-03-01T16:30:00.000Z',
    escalateDeadlineAt: null,
    moneyStatus: 'none',
    createdAt: '2025-03-01T04:30:00.000Z',
    resolvedAt: null,
    actions: ['withdraw'],
    ...over,
  }
}

export function processOf(refunds: RefundRequestView[], over: Partial<RefundProcess> = {}): RefundProcess {
  return {
    orderId: 'o1',
    orderNo: 'SM20250301000001',
    orderStatus: 7,
    paidFen: 6000,
    refundedFen: 0,
    refunds,
    ...over,
  }
}
