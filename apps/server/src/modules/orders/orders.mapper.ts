import type { OrderDetail, OrderSummary } from '@siam/contracts'
import { refundableQuantity } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Translate } from '@siam/i18n/node'
import { original, pick } from '../../platform/localize'
import type { ShopRow } from '../shops'
import type { HistoryRow, OrderItemRow, OrderRow } from './orders.repository'

/** Rows to the contract's order shapes: the list card and the full detail. */
export function summaryFrom(
  order: OrderRow,
  items: OrderItemRow[],
  shop: ShopRow | undefined,
  locale: Locale,
  refundStatus: number | null = null,
): OrderSummary {
  return {
    id: order.id,
    orderNo: order.orderNo,
    shopId: order.shopId,
    shopName: pick(shop?.name, locale),
    shopNameZh: original(shop?.name),
    shopImage: shop?.image ?? '',
    kind: order.kind,
    diningOption: order.diningOption,
    status: order.status,
    totalFen: order.totalFen,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    firstItemNames: items.slice(0, 3).map((i) => pick(i.name, locale)),
    contactPhone: order.contactPhone,
    createdAt: order.createdAt.toISOString(),
    payDeadlineAt: order.payDeadlineAt?.toISOString() ?? null,
    refundStatus: refundStatus as OrderSummary['refundStatus'],
  }
}

export interface DetailExtra {
  reviewed: boolean
  linesRefundable: boolean
  refundStatus?: number | null
}

export function detailFrom(
  order: OrderRow,
  items: OrderItemRow[],
  history: HistoryRow[],
  shop: ShopRow | undefined,
  locale: Locale,
  actions: string[],
  translate: Translate,
  extra: DetailExtra = { reviewed: false, linesRefundable: false },
): OrderDetail {
  return {
    ...summaryFrom(order, items, shop, locale, extra.refundStatus ?? null),
    lines: items.map((i) => lineFrom(i, locale, extra.linesRefundable)),
    goodsFen: order.goodsFen,
    packingFen: order.packingFen,
    couponFen: order.couponFen,
    fullReductionFen: order.fullReductionFen,
    deliveryFeeFen: order.deliveryFeeFen,
    balanceUsedFen: order.balanceUsedFen,
    paidFen: order.paidFen,
    refundedFen: order.refundedFen,
    payType: order.payType as OrderDetail['payType'],
    paidAt: order.paidAt?.toISOString() ?? null,
    etaAt: order.etaAt?.toISOString() ?? null,
    remark: order.remark,
    deliveryHelper: order.deliveryHelper,
    address: addressFrom(order.address),
    shopAddress: pick(shop?.address, locale),
    shopPhone: shop?.phone ?? '',
    courierName: order.courierName,
    courierPhone: order.courierPhone,
    cancelReason: order.cancelReason?.startsWith('reason:')
      ? translate(locale, `status:reason_${order.cancelReason.slice('reason:'.length)}`)
      : order.cancelReason,
    history: history.map((h) => ({
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      actor: h.actorType,
      note: h.note,
      at: h.createdAt.toISOString(),
    })),
    actions,
    reviewed: extra.reviewed,
  }
}

function lineFrom(i: OrderItemRow, locale: Locale, refundable: boolean): OrderDetail['lines'][number] {
  return {
    id: i.id,
    goodsId: i.goodsId,
    name: pick(i.name, locale),
    nameZh: original(i.name),
    image: i.image,
    optionNames: i.options.map((o) => pick(o.name, locale)),
    optionNamesZh: i.options.map((o) => original(o.name)),
    unitPriceFen: i.unitPriceFen,
    quantity: i.quantity,
    packingFeeFen: i.packingFeeFen,
    couponShareFen: i.couponShareFen,
    fullReductionShareFen: i.fullReductionShareFen,
    refundedQuantity: i.refundedQuantity,
    refundableQuantity: refundable ? refundableQuantity(i) : 0,
  }
}

/** The delivery address as the member sees it (no coordinates). */
function addressFrom(address: OrderRow['address']): OrderDetail['address'] {
  if (!address) return null
  return {
    contactName: address.contactName,
    phone: address.phone,
    city: address.city,
    street: address.street,
    door: address.door,
    ...(address.courierLine ? { courierLine: address.courierLine } : {}),
  }
}
