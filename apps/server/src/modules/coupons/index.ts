/**
 * Coupons (product rules 7): the coupons members hold (`member_coupons`, four kinds), how orders use
 * them and give them back, the new-member gift, templates and campaigns (the coupon centre, merchant
 * giveaways), and the double draw. Carved out of loyalty, which keeps points and invitation rewards
 * and gives a coupon back through `giveCouponBack`.
 */
import {
  couponCalls,
  couponCentreCalls,
  couponConsoleCalls,
  couponPackCalls,
  drawCalls,
} from '@siam/contracts'
import type { Tx } from '../../db/client'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { claimCoupon, couponCentre } from './claim-coupon'
import { buyPack, createPack, listPacks, listPurchases, refundPurchased } from './coupon-packs'
import { couponCauses } from './coupons.causes'
import { couponsRepository } from './coupons.repository'
import { couponCounts, listCoupons } from './list-coupons'
import { changeCampaign, createCampaign, endCampaign, giveCoupon, listCampaigns } from './manage-campaigns'
import { orderBenefits } from './order-benefits'
import { couponPackPayTarget, orderPack } from './pack-payments'
import { drawHistory, drawPrizesFor, playDraw, setDrawPrizes } from './play-draw'
import { type BasisOf, usableCoupons } from './usable-coupons'
import { useCoupon } from './use-coupon'

export type { CouponRow } from './coupons.repository'
export { type CouponBasis, couponDiscount } from './coupons.rules'
export { seedCouponDemo } from './demo-coupons'
export { followOrderForCoupons } from './follow-order'
export { grantNewMemberGift } from './gifts'
export { giveCouponBack } from './give-coupon-back'

/** What orders does with a member's coupon while placing an order: find it, mark it used. */
export const couponQueries = { ownedBy: couponsRepository.ownedBy, use: useCoupon }

/** The member's coupon and draw calls, and the console's campaign, giving and prize calls. */
export const couponsModule = defineModule({
  name: 'coupons',
  causes: Object.values(couponCauses),
  register: registerCoupons,
})

function registerCoupons({ app, deps, services }: ModuleContext) {
  // Orders registers after coupons: asked for when a coupon call runs.
  const basisOf: BasisOf = (memberId, draft, locale) =>
    services.get('orders').couponBasis(memberId, draft, locale)
  const d = { db: deps.db, clock: deps.clock }
  const http = deps.http
  bindCall(app, http, couponCalls.list, ({ input, actor, locale }) =>
    listCoupons(d, actor.memberId, input, locale),
  )
  bindCall(app, http, couponCalls.usableForOrder, ({ input, actor, locale }) =>
    usableCoupons({ ...d, basisOf }, actor.memberId, input, locale),
  )
  bindCall(app, http, couponCentreCalls.selectCounts, ({ actor }) => couponCounts(d, actor.memberId))
  bindCall(app, http, couponCentreCalls.campaigns, ({ actor, locale }) =>
    couponCentre(d, actor.memberId, locale),
  )
  bindCall(app, http, couponCentreCalls.claim, ({ input, actor, locale }) =>
    claimCoupon(d, actor.memberId, input.campaignId, locale),
  )
  bindCall(app, http, couponCentreCalls.orderBenefits, ({ input, actor, locale }) =>
    orderBenefits(d, actor.memberId, input.orderId, locale),
  )
  bindCall(app, http, couponCentreCalls.serviceContact, async () => {
    const s = await deps.settings.current()
    return { whatsApp: s.serviceWhatsApp, weChat: s.serviceWeChat }
  })
  bindCall(app, http, drawCalls.prizes, ({ actor, locale }) => drawPrizesFor(d, actor.memberId, locale))
  bindCall(app, http, drawCalls.play, ({ input, actor, locale }) =>
    playDraw(d, actor.memberId, input, locale),
  )
  bindCall(app, http, drawCalls.history, ({ input, actor, locale }) =>
    drawHistory(d, actor.memberId, input, locale),
  )
  bindCall(app, http, couponConsoleCalls.adminCampaignCreate, ({ input, actor, locale }) =>
    createCampaign(d, actor, input, 'campaign', locale),
  )
  bindCall(app, http, couponConsoleCalls.adminCampaignList, ({ actor, locale }) =>
    listCampaigns(d, actor, locale),
  )
  bindCall(app, http, couponConsoleCalls.adminCampaignUpdate, ({ input, actor, locale }) =>
    changeCampaign(d, actor, input, locale),
  )
  bindCall(app, http, couponConsoleCalls.adminCampaignEnd, ({ input, actor, locale }) =>
    endCampaign(d, actor, input, locale),
  )
  bindCall(app, http, couponConsoleCalls.merchantCampaignUpdate, ({ input, actor, locale }) =>
    changeCampaign(d, actor, input, locale),
  )
  bindCall(app, http, couponConsoleCalls.merchantCampaignEnd, ({ input, actor, locale }) =>
    endCampaign(d, actor, input, locale),
  )
  bindCall(app, http, couponConsoleCalls.adminGive, ({ input, actor }) => giveCoupon(d, actor, input))
  bindCall(app, http, couponConsoleCalls.adminDrawPrizesSet, ({ input, actor, locale }) =>
    setDrawPrizes(d, actor, input, locale),
  )
  bindCall(app, http, couponConsoleCalls.merchantCampaignCreate, ({ input, actor, locale }) =>
    createCampaign(d, actor, input, 'merchant', locale),
  )
  bindCall(app, http, couponConsoleCalls.merchantCampaignList, ({ actor, locale }) =>
    listCampaigns(d, actor, locale),
  )
  bindCall(app, http, couponPackCalls.list, ({ locale }) => listPacks(d, locale))
  bindCall(app, http, couponPackCalls.buy, ({ input, actor }) => buyPack(d, actor.memberId, input))
  // Packs paid by WeChat Pay, Alipay or card go through payments (decision 0025).
  deps.payTargets.register(couponPackPayTarget)
  bindCall(app, http, couponPackCalls.order, ({ input, actor }) => orderPack(d, actor.memberId, input))
  bindCall(app, http, couponPackCalls.purchases, ({ actor }) => listPurchases(d, actor.memberId))
  const refundDeps = {
    ...d,
    // Payments registers after coupons: asked for when a refund runs.
    refundToProvider: (tx: Tx, purchaseId: string, amountFen: number) =>
      services
        .get('payments')
        .refundTarget(tx, { kind: couponPackPayTarget.kind, id: purchaseId }, amountFen),
  }
  bindCall(app, http, couponPackCalls.refundPurchased, ({ input, actor }) =>
    refundPurchased(refundDeps, actor.memberId, input.purchaseId),
  )
  bindCall(app, http, couponPackCalls.adminCreate, ({ input, actor, locale }) =>
    createPack(d, actor, input, locale),
  )
  return { services: {} }
}
