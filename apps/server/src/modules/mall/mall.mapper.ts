import type { MallCartLine, MallGoods, MallGoodsDetail, MallOrder } from '@siam/contracts'
import { availableEvents, MALL_AUTO_COMPLETE_DAYS, mallAfterSaleOpen, mallOrderMachine } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import { pick } from '../../platform/localize'
import type { MallCartRow, MallGoodsRow, MallOrderRow, MallRefundRow } from './mall.repository'

const DAY_MS = 86_400_000

export function toGoods(row: MallGoodsRow, locale: Locale): MallGoods {
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: pick(row.names, locale),
    image: row.photos[0] ?? '',
    points: row.points,
    cashFen: row.cashFen,
    stock: row.stock,
    sold: row.sold,
  }
}

export function toGoodsDetail(row: MallGoodsRow, locale: Locale): MallGoodsDetail {
  return {
    ...toGoods(row, locale),
    photos: row.photos,
    description: pick(row.descriptions, locale),
    specs: row.specs.map((s) => ({ id: s.id, name: pick(s.names, locale) })),
  }
}

function specName(goods: MallGoodsRow, specId: string, locale: Locale): string {
  const spec = goods.specs.find((s) => s.id === specId)
  return spec ? pick(spec.names, locale) : ''
}

export function toCartLine(row: MallCartRow, goods: MallGoodsRow, locale: Locale): MallCartLine {
  return {
    id: row.id,
    goodsId: row.goodsId,
    specId: row.specId,
    specName: specName(goods, row.specId, locale),
    name: pick(goods.names, locale),
    image: goods.photos[0] ?? '',
    points: goods.points,
    cashFen: goods.cashFen,
    number: row.number,
    stock: goods.stock,
    selected: row.selected,
  }
}

/** The member's buttons: the machine's events for the member, the after-sale window, and links. */
function actionsOf(row: MallOrderRow, now: Date): MallOrder['actions'] {
  const actions: MallOrder['actions'] = []
  for (const event of availableEvents(mallOrderMachine, row.status, 'member')) {
    if (event === 'applyRefund' && !(row.shippedAt && mallAfterSaleOpen(row.shippedAt, now))) continue
    actions.push(
      event === 'cancel' ? 'cancel' : event === 'confirmReceipt' ? 'confirmReceipt' : 'applyRefund',
    )
  }
  if (row.status === 'after_sale' || row.status === 'refunded') actions.push('refundProgress')
  if (row.shippedAt) actions.push('logistics')
  return actions
}

export function toMallOrder(row: MallOrderRow, locale: Locale, now: Date): MallOrder {
  return {
    id: row.id,
    orderNo: row.orderNo,
    status: row.status,
    lines: row.lines.map((l) => ({
      goodsId: l.goodsId,
      specId: l.specId,
      name: pick(l.names, locale),
      specName: pick(l.specNames, locale),
      image: l.image,
      points: l.points,
      cashFen: l.cashFen,
      number: l.number,
    })),
    points: row.points,
    cashFen: row.cashFen,
    address: row.address,
    carrier: row.carrier,
    trackingNo: row.trackingNo,
    createdAt: row.createdAt.toISOString(),
    shippedAt: row.shippedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    autoCompleteAt:
      row.status === 'shipped' && row.shippedAt
        ? new Date(row.shippedAt.getTime() + MALL_AUTO_COMPLETE_DAYS * DAY_MS).toISOString()
        : null,
    actions: actionsOf(row, now),
  }
}

export function toMallRefund(row: MallRefundRow, order: MallOrderRow) {
  return {
    id: row.id,
    orderId: row.orderId,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    points: order.points,
    cashFen: order.cashFen,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }
}
