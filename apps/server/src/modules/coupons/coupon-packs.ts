import { couponMachine, sameShanghaiDay } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Db, Tx } from '../../db/client'
import type { LocalizedText } from '../../db/columns'
import type { StaffActor } from '../../platform/actor'
import type { Clock } from '../../platform/clock'
import { AppError } from '../../platform/errors'
import { idempotent } from '../../platform/idempotency'
import { newId } from '../../platform/ids'
import { pick } from '../../platform/localize'
import { tryTransition } from '../../platform/transition'
import { checkPaymentPassword } from '../auth'
import { memberBalanceAccount, postTransfer } from '../ledger'
import { campaignsRepository } from './campaigns.repository'
import { createTemplate, grantFromTemplate, type TemplateInput } from './coupon-templates'
import { couponCauses } from './coupons.causes'
import { memberCoupons } from './coupons.tables'
import { type PackRow, type PurchaseRow, packsRepository as packs } from './packs.repository'

type Deps = { db: Db; clock: Clock }

/**
 * Sends a provider-paid purchase's money back through the payments module's refund path (decision
 * 0025); false when the purchase has no provider payment.
 */
export type RefundToProvider = (tx: Tx, purchaseId: string, amountFen: number) => Promise<boolean>

/** Where the money of sold coupon packs is held (a platform account, may go either way). */
export const COUPON_SALES_ACCOUNT = 'platform:coupon_sales'

async function packView(deps: Deps, pack: PackRow, locale: Locale) {
  const template = await campaignsRepository.templateById(deps.db, pack.templateId)
  if (!template) throw new AppError('COUPON_PACK_NOT_FOUND')
  return {
    id: pack.id,
    title: pick(pack.title, locale),
    count: pack.count,
    priceFen: pack.priceFen,
    coupon: {
      kind: template.kind,
      title: pick(template.title, locale),
      amountFen: template.amountFen,
      percentOff: template.percentOff,
      thresholdFen: template.thresholdFen,
    },
  }
}

export async function listPacks(deps: Deps, locale: Locale) {
  const rows = await packs.activePacks(deps.db)
  return Promise.all(rows.map((p) => packView(deps, p, locale)))
}

/** The platform puts a pack on sale: `count` coupons of these terms for a price. */
export async function createPack(
  deps: Deps,
  staff: StaffActor,
  input: { title: LocalizedText; count: number; priceFen: number; template: TemplateInput },
  locale: Locale,
) {
  const pack = await deps.db.transaction(async (tx) => {
    const template = await createTemplate(tx, input.template, staff.staffId)
    return packs.insertPack(tx, {
      id: newId(),
      templateId: template.id,
      title: input.title,
      count: input.count,
      priceFen: input.priceFen,
    })
  })
  return packView(deps, pack, locale)
}

export function purchaseView(row: PurchaseRow, now: Date) {
  return {
    id: row.id,
    packId: row.packId,
    count: row.count,
    priceFen: row.priceFen,
    status: row.status,
    payType: row.payType,
    refundedFen: row.refundedFen,
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    /** Whether the one-tap refund is still open (paid today in Shanghai, not refunded). */
    refundableToday: row.status === 'paid' && row.paidAt !== null && sameShanghaiDay(row.paidAt, now),
  }
}

export async function listPurchases(deps: Deps, memberId: string) {
  const now = deps.clock.now()
  return (await packs.purchases(deps.db, memberId)).map((r) => purchaseView(r, now))
}

/**
 * Buys a pack from the balance (payment password first, its failure count sticks): the transfer,
 * the purchase and its coupons in one transaction under the member's idempotency key, so the
 * coupons are in the list when the call answers and a replay buys nothing twice.
 */
export async function buyPack(
  deps: Deps,
  memberId: string,
  input: { packId: string; paymentPassword: string; idempotencyKey: string },
) {
  const pack = await packs.packById(deps.db, input.packId)
  if (!pack?.active) throw new AppError('COUPON_PACK_NOT_FOUND')
  await checkPaymentPassword(deps.db, memberId, input.paymentPassword, deps.clock.now())
  const { result } = await deps.db.transaction((tx) =>
    idempotent(tx, `coupon.pack:${memberId}`, input.idempotencyKey, { packId: pack.id }, async () => {
      const now = deps.clock.now()
      const purchase = await packs.insertPurchase(tx, {
        id: newId(),
        memberId,
        packId: pack.id,
        count: pack.count,
        priceFen: pack.priceFen,
        status: 'paid',
        payType: 'balance',
        paidAt: now,
        createdAt: now,
      })
      await postTransfer(
        tx,
        {
          idempotencyKey: `coupon_pack:${purchase.id}`,
          causeType: couponCauses.packBought,
          causeId: purchase.id,
          description: 'Coupon pack',
          legs: [
            { accountId: memberBalanceAccount(memberId), amountFen: -pack.priceFen },
            { accountId: COUPON_SALES_ACCOUNT, amountFen: pack.priceFen },
          ],
        },
        now,
      )
      await grantPackCoupons(tx, purchase, now)
      return purchaseView(purchase, now)
    }),
  )
  return result
}

/** The purchase's coupons, in the same transaction as its payment (the promise of spec 1). */
export async function grantPackCoupons(tx: Tx, purchase: PurchaseRow, now: Date) {
  const template = await campaignsRepository.templateById(
    tx,
    (await packs.packById(tx, purchase.packId))?.templateId ?? '',
  )
  if (!template) throw new AppError('COUPON_PACK_NOT_FOUND')
  for (let i = 0; i < purchase.count; i++) {
    await grantFromTemplate(tx, template, {
      memberId: purchase.memberId,
      source: 'purchase',
      purchaseId: purchase.id,
      now,
    })
  }
}

/**
 * The same-day refund of a purchase's unused coupons (spec 1): one tap, on the day of purchase in
 * Shanghai, exactly once (the purchase row is locked and moves paid -> refunded). Every coupon still
 * unused goes back with its share of the price (the whole price when none was used); the money goes
 * back where it came from: the balance at once, or the provider through a payment refund (pending ->
 * succeeded | failed, retried; decision 0025).
 */
export async function refundPurchased(
  deps: Deps & { refundToProvider: RefundToProvider },
  memberId: string,
  purchaseId: string,
) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now()
    const purchase = await packs.lockPurchase(tx, memberId, purchaseId)
    if (!purchase) throw new AppError('COUPON_PURCHASE_NOT_FOUND')
    if (purchase.status === 'refunded') throw new AppError('COUPON_ALREADY_REFUNDED')
    if (purchase.status !== 'paid' || !purchase.paidAt) throw new AppError('COUPON_PURCHASE_NOT_FOUND')
    if (!sameShanghaiDay(purchase.paidAt, now)) throw new AppError('COUPON_REFUND_NOT_SAME_DAY')
    const unused = await packs.unusedOf(tx, purchase.id)
    if (unused.length === 0) throw new AppError('COUPON_NOTHING_TO_REFUND')
    for (const coupon of unused) {
      await tryTransition(tx, {
        machine: couponMachine,
        table: memberCoupons,
        id: coupon.id,
        event: 'refund',
        actor: 'member',
        patch: {},
      })
    }
    const refundedFen =
      unused.length === purchase.count
        ? purchase.priceFen
        : Math.floor((purchase.priceFen * unused.length) / purchase.count)
    const byProvider = purchase.payType !== null && purchase.payType !== 'balance'
    if (byProvider && !(await deps.refundToProvider(tx, purchase.id, refundedFen))) {
      throw new Error(`purchase ${purchase.id}: paid by ${purchase.payType} without a payment`)
    }
    if (!byProvider)
      await postTransfer(
        tx,
        {
          idempotencyKey: `coupon_pack_refund:${purchase.id}`,
          causeType: couponCauses.packRefunded,
          causeId: purchase.id,
          description: 'Coupon pack refund',
          legs: [
            { accountId: COUPON_SALES_ACCOUNT, amountFen: -refundedFen },
            { accountId: memberBalanceAccount(memberId), amountFen: refundedFen },
          ],
        },
        now,
      )
    await packs.markRefunded(tx, purchase.id, refundedFen, now)
    return purchaseView({ ...purchase, status: 'refunded', refundedFen, refundedAt: now }, now)
  })
}
