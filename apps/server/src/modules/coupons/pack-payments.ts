import type { Db, Executor, Tx } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { AppError } from '../../platform/errors'
import { idempotent } from '../../platform/idempotency'
import { newId } from '../../platform/ids'
import type { PayTargetHandler } from '../../platform/pay-targets'
import { COUPON_SALES_ACCOUNT, grantPackCoupons, purchaseView } from './coupon-packs'
import { couponCauses } from './coupons.causes'
import { packsRepository as packs } from './packs.repository'

/** How long a pack ordered for a provider payment waits for its money (then closed). */
const PACK_PAY_WINDOW_MS = 15 * 60_000

type Deps = { db: Db; clock: Clock }

/**
 * Orders a pack to pay with a provider (decision 0025): a `pending` purchase under the member's
 * idempotency key; the member pays it with `member/payment/create` and its `couponPurchaseId`.
 */
export async function orderPack(
  deps: Deps,
  memberId: string,
  input: { packId: string; idempotencyKey: string },
) {
  const pack = await packs.packById(deps.db, input.packId)
  if (!pack?.active) throw new AppError('COUPON_PACK_NOT_FOUND')
  const { result } = await deps.db.transaction((tx) =>
    idempotent(tx, `coupon.packOrder:${memberId}`, input.idempotencyKey, { packId: pack.id }, async () => {
      const now = deps.clock.now()
      const purchase = await packs.insertPurchase(tx, {
        id: newId(),
        memberId,
        packId: pack.id,
        count: pack.count,
        priceFen: pack.priceFen,
        status: 'pending',
        createdAt: now,
      })
      return purchaseView(purchase, now)
    }),
  )
  return result
}

/** Coupon pack purchases as a payments target: what payments asks, and what it tells. */
export const couponPackPayTarget: PayTargetHandler = {
  kind: 'coupon_pack',
  inputField: 'couponPurchaseId',
  returnPath: 'pages/mine/coupons/packs',
  account: COUPON_SALES_ACCOUNT,
  paymentCause: couponCauses.packBought,
  refundCause: couponCauses.packRefunded,
  // The balance buys a pack in one step of its own (member/couponPack/buy).
  balanceThroughPayments: false,

  async payable(x: Executor, memberId: string, purchaseId: string, now: Date) {
    const purchase = await packs.lockPurchase(x, memberId, purchaseId)
    if (!purchase) throw new AppError('COUPON_PURCHASE_NOT_FOUND')
    const expiresAt = new Date(purchase.createdAt.getTime() + PACK_PAY_WINDOW_MS)
    if (purchase.status !== 'pending' || expiresAt <= now) throw new AppError('COUPON_PURCHASE_NOT_PAYABLE')
    return {
      amountFen: purchase.priceFen,
      reference: purchase.id,
      expiresAt,
      description: `Siam coupon pack ${purchase.id}`,
    }
  },

  async paid(tx: Tx, purchaseId: string, payment: { payType: string; amountFen: number }, now: Date) {
    const purchase = await packs.lockById(tx, purchaseId)
    if (purchase?.status !== 'pending' || payment.amountFen !== purchase.priceFen) return false
    const payType = payment.payType as 'wechat' | 'alipay' | 'card'
    if (!(await packs.settlePending(tx, purchaseId, { status: 'paid', paidAt: now, payType }))) return false
    await grantPackCoupons(tx, purchase, now)
    return true
  },

  expiredUnpaid: (x: Executor, before: Date, limit: number) =>
    packs.pendingBefore(x, new Date(before.getTime() - PACK_PAY_WINDOW_MS), limit),

  async close(tx: Tx, purchaseId: string) {
    await packs.lockById(tx, purchaseId)
    return packs.settlePending(tx, purchaseId, { status: 'closed' })
  },
}
