import { z } from 'zod'
import { defineCall } from './call'
import { Fen, Id, IdempotencyKey, IsoTime, PaymentStatus, PayType, Text } from './common'
import { OrderDetail } from './order'

/** Where the app runs decides which methods work there (spec 6). */
export const PayEnvironment = z.enum(['wechat', 'browser'])

export const PayMethodOffer = z.object({
  payType: PayType,
  available: z.boolean(),
  /** i18n key (namespace pay) explaining why it is missing, when not available */
  reasonKey: z.string().nullable(),
})

export const Payment = z.object({
  id: Id,
  /** What the payment is for: an order, a recharge or another target (exactly one is set). */
  orderId: Id.nullable(),
  rechargeId: Id.nullable(),
  /** A registered target (decision 0025): its kind ('coupon_pack', ...) and id. */
  targetKind: z.string().nullable(),
  targetId: Id.nullable(),
  payType: PayType,
  amountFen: Fen,
  status: PaymentStatus,
  createdAt: IsoTime,
  paidAt: IsoTime.nullable(),
})
export type Payment = z.infer<typeof Payment>

/** What the client does next to pay with a provider. */
export const PaymentAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('redirect'), url: z.string() }),
  z.object({ type: z.literal('jsapi'), params: z.record(z.string(), z.string()) }),
])

/** What a payment may pay: an order, a recharge, a coupon pack purchase (decision 0025). */
const TARGET_FIELDS = ['orderId', 'rechargeId', 'couponPurchaseId', 'mallOrderId'] as const
const TARGET_MESSAGE = 'orderId, rechargeId, couponPurchaseId or mallOrderId, exactly one'
const exactlyOneTarget = (v: Partial<Record<(typeof TARGET_FIELDS)[number], string>>) =>
  TARGET_FIELDS.filter((field) => Boolean(v[field])).length === 1

export const paymentCalls = {
  methods: defineCall({
    path: 'member/payment/methods',
    audience: 'member',
    summary: 'The payment methods for an order where the app runs, with why the missing ones are missing.',
    input: z
      .object({
        orderId: Id.optional(),
        rechargeId: Id.optional(),
        couponPurchaseId: Id.optional(),
        mallOrderId: Id.optional(),
        environment: PayEnvironment,
      })
      .refine(exactlyOneTarget, TARGET_MESSAGE),
    output: z.object({ methods: z.array(PayMethodOffer), balanceFen: Fen, hasPaymentPassword: z.boolean() }),
  }),
  create: defineCall({
    path: 'member/payment/create',
    audience: 'member',
    summary:
      'Start paying an order or a recharge with a provider (sandbox offline); same key and body give the same answer.',
    input: z
      .object({
        orderId: Id.optional(),
        rechargeId: Id.optional(),
        couponPurchaseId: Id.optional(),
        mallOrderId: Id.optional(),
        payType: z.enum(['wechat', 'alipay', 'card']),
        environment: PayEnvironment,
        idempotencyKey: IdempotencyKey,
      })
      .refine(exactlyOneTarget, TARGET_MESSAGE),
    output: z.object({ payment: Payment, action: PaymentAction }),
  }),
  byBalance: defineCall({
    path: 'member/platformPay/byBalance',
    audience: 'member',
    summary: 'Pay an order from the platform balance with the payment password.',
    input: z.object({ orderId: Id, paymentPassword: Text().max(12), idempotencyKey: IdempotencyKey }),
    output: OrderDetail,
  }),
  query: defineCall({
    path: 'member/payment/query',
    audience: 'member',
    summary: "Ask the provider for a payment's status and apply it; never marks paid by itself.",
    input: z.object({ paymentId: Id }),
    output: Payment,
  }),
  cancel: defineCall({
    path: 'member/payment/cancel',
    audience: 'member',
    summary: 'Close a pending payment at the provider (the order stays payable until its deadline).',
    input: z.object({ paymentId: Id }),
    output: Payment,
  }),
}
