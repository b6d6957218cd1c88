import { memberById } from '../auth'
import { balanceOf, memberBalanceAccount } from '../ledger'
import { type PayTarget, payable } from './payable'
import type { PaymentsDeps } from './payments.deps'

/** A recharge cannot be paid from the balance it tops up; a registered target says for itself. */
function balanceHere(deps: Pick<PaymentsDeps, 'targets'>, target: PayTarget) {
  if (target.rechargeId) return false
  const registered = deps.targets.fromInput(target)
  return registered ? registered.handler.balanceThroughPayments : true
}

export type PayEnvironment = 'wechat' | 'browser'

/** Spec 6: WeChat Pay only inside WeChat; Alipay and card only in a browser; balance anywhere. */
export function payMethodOffers(environment: PayEnvironment) {
  const inWeChat = environment === 'wechat'
  return [
    { payType: 'balance' as const, available: true, reasonKey: null },
    { payType: 'wechat' as const, available: inWeChat, reasonKey: inWeChat ? null : 'wechat_only_in_wechat' },
    { payType: 'alipay' as const, available: !inWeChat, reasonKey: inWeChat ? 'alipay_not_in_wechat' : null },
    { payType: 'card' as const, available: !inWeChat, reasonKey: inWeChat ? 'card_not_in_wechat' : null },
  ]
}

/** The pay methods offered for an order or a recharge here, with the member's balance. */
export async function payMethods(
  deps: Pick<PaymentsDeps, 'db' | 'clock' | 'orders' | 'recharges' | 'targets'>,
  memberId: string,
  target: PayTarget,
  environment: PayEnvironment,
) {
  const { db } = deps
  await payable(deps, db, memberId, target)
  const info = await memberById(db, memberId)
  const offers = payMethodOffers(environment)
  return {
    // A recharge cannot be paid from the balance it tops up.
    methods: balanceHere(deps, target) ? offers : offers.filter((m) => m.payType !== 'balance'),
    balanceFen: await balanceOf(db, memberBalanceAccount(memberId)),
    hasPaymentPassword: Boolean(info?.paymentPasswordHash),
  }
}
