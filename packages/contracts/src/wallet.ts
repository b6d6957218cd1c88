import { z } from 'zod'
import { defineCall } from './call'
import { Empty, Fen, Id, IdempotencyKey, IsoTime, Ok, Paging, PayType, page, Text } from './common'

// ---------- recharge (product rules 6) ----------
export const RechargeTier = z.object({
  id: z.string(),
  /** What the member pays. */
  payFen: Fen,
  /** What the balance receives in all: pay + bonus. */
  getFen: Fen,
  bonusFen: Fen,
})
export type RechargeTier = z.infer<typeof RechargeTier>

export const RECHARGE_STATUSES = ['unpaid', 'paid', 'closed'] as const
export const RechargeStatus = z.enum(RECHARGE_STATUSES)

export const Recharge = z.object({
  id: Id,
  rechargeNo: z.string(),
  payFen: Fen,
  bonusFen: Fen,
  status: RechargeStatus,
  /** The method that paid it, once paid. */
  payType: PayType.nullable(),
  createdAt: IsoTime,
  paidAt: IsoTime.nullable(),
})
export type Recharge = z.infer<typeof Recharge>

// ---------- wallets and their entries ----------
/** api-map `coinType`: the member's five wallets. */
export const COIN_TYPES = ['balance', 'points', 'reward', 'uncreditedPoints', 'uncreditedReward'] as const
export const CoinType = z.enum(COIN_TYPES)
export type CoinType = z.infer<typeof CoinType>

/** Why money or points moved: the client shows a translated label per cause (namespace wallet). */
export const CAUSE_TYPES = [
  'order_payment',
  'order_refund',
  'recharge',
  'recharge_bonus',
  'points_earned',
  'points_credited',
  'points_reversed',
  // the inviter's reward on an invitee's order (product rules 9)
  'reward_earned',
  'reward_credited',
  'reward_reversed',
  // the points mall (issue 12): points and the cash part of a mall order, and their return
  'mall_purchase',
  'mall_refund',
  // a withdrawal of reward money: held, paid out, or given back when refused (product rules 9)
  'withdrawal_held',
  'withdrawal_paid',
  'withdrawal_returned',
  'seed',
] as const
export const CauseType = z.enum(CAUSE_TYPES)

export const BillingRecord = z.object({
  id: Id,
  coinType: CoinType,
  /** Signed: positive in, negative out (fen for money wallets, points for points wallets). */
  amount: z.number().int(),
  /** The wallet right after this entry. */
  balanceAfter: z.number().int(),
  causeType: CauseType,
  causeId: Id,
  /** Order number or recharge number the entry belongs to, for display and links. */
  reference: z.string().nullable(),
  createdAt: IsoTime,
})
export type BillingRecord = z.infer<typeof BillingRecord>

export const BillingRecordDetail = BillingRecord.extend({
  /** The payment method involved (order payments, refunds, recharges), when there is one. */
  payType: PayType.nullable(),
  /** Link targets: an order's id, or a recharge's id. */
  orderId: Id.nullable(),
  rechargeId: Id.nullable(),
  /** Other entries of the same movement in the member's wallets (e.g. a recharge's bonus). */
  related: z.array(BillingRecord),
})

export const WalletSummary = z.object({
  balanceFen: Fen,
  rewardFen: Fen,
  points: z.number().int().nonnegative(),
  uncreditedPoints: z.number().int().nonnegative(),
  uncreditedRewardFen: Fen,
})

export const PaymentPasswordStatus = z.object({
  isSet: z.boolean(),
  /** While locked after 5 wrong tries: until when. */
  lockedUntil: IsoTime.nullable(),
  triesLeft: z.number().int().nonnegative(),
})

/** Exactly 6 digits (product rules 5); the server answers the translated message when not. */
const PaymentPasswordInput = Text().max(12)

export const walletCalls = {
  rechargeTiers: defineCall({
    path: 'rechargeTier/list',
    audience: 'public',
    summary: 'Recharge tiers (setting): pay 100 get 105, pay 200 get 215, pay 500 get 550.',
    input: Empty,
    output: z.object({ records: z.array(RechargeTier) }),
  }),
  rechargeCreate: defineCall({
    path: 'member/recharge/create',
    audience: 'member',
    summary:
      'Start a recharge for a tier; pay it with member/payment/create { rechargeId }. Same key and body give the same recharge.',
    input: z.object({ tierId: Text().max(32), idempotencyKey: IdempotencyKey }),
    output: Recharge,
  }),
  rechargeList: defineCall({
    path: 'member/recharge/list',
    audience: 'member',
    summary: "The member's recharges, newest first.",
    input: Paging,
    output: page(Recharge),
  }),
  rechargeDetail: defineCall({
    path: 'member/recharge/detail',
    audience: 'member',
    summary: 'One recharge of the member (asks the provider about an open payment first).',
    input: z.object({ id: Id }),
    output: Recharge,
  }),
  walletSummary: defineCall({
    path: 'member/wallet/summary',
    audience: 'member',
    summary: 'Balances of the five wallets (balance, reward, points, and the not yet credited ones).',
    input: Empty,
    output: WalletSummary,
  }),
  billingRecords: defineCall({
    path: 'member/billingRecord/list',
    audience: 'member',
    summary: "Entries of one of the member's wallets, newest first, with the balance after each.",
    input: Paging.extend({ coinType: CoinType.default('balance') }),
    output: page(BillingRecord),
  }),
  billingRecord: defineCall({
    path: 'member/billingRecord/selectById',
    audience: 'member',
    summary: 'One entry (bill detail) with its cause, method and the related entries of the same movement.',
    input: z.object({ id: Id }),
    output: BillingRecordDetail,
  }),
  paymentPasswordStatus: defineCall({
    path: 'member/paymentPassword/status',
    audience: 'member',
    summary: 'Whether a payment password is set, and the lock state after wrong tries.',
    input: Empty,
    output: PaymentPasswordStatus,
  }),
  changePaymentPassword: defineCall({
    path: 'member/changePaymentPassword',
    audience: 'member',
    summary: 'Change the payment password with the current one (wrong tries count towards the lock).',
    input: z.object({ oldPaymentPassword: PaymentPasswordInput, paymentPassword: PaymentPasswordInput }),
    output: Ok,
  }),
  resetPaymentPassword: defineCall({
    path: 'member/resetPaymentPassword',
    audience: 'member',
    summary: 'Reset a forgotten payment password with an e-mail code of type payment-password; lifts a lock.',
    input: z.object({ code: Text().max(12), paymentPassword: PaymentPasswordInput }),
    output: Ok,
  }),
}
