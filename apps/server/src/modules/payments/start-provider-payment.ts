import { paymentMachine } from '@siam/domain'
import type { ProviderPayType } from '../../adapters/payments/gateway'
import { AppError, fail } from '../../platform/errors'
import { idempotent } from '../../platform/idempotency'
import { newId } from '../../platform/ids'
import { tryTransition } from '../../platform/transition'
import { memberById } from '../auth'
import { type PayEnvironment, payMethodOffers } from './pay-methods'
import { type PayTarget, payable } from './payable'
import { notifyUrl, type PaymentsDeps, providerOf, returnUrl } from './payments.deps'
import { toPayment } from './payments.mapper'
import { payments } from './payments.tables'

export interface ProviderPaymentInput extends PayTarget {
  payType: ProviderPayType
  environment: PayEnvironment
  idempotencyKey: string
}

/**
 * Starts a provider payment: (1) a `created` payment row under the idempotency key, (2) the
 * provider call outside any transaction (idempotent on the payment id), (3) `pending` recorded.
 * A crash between the steps leaves a `created` row that reconciliation resolves by asking the
 * provider; a retry with the same key completes the same payment.
 */
export async function startProviderPayment(
  deps: PaymentsDeps,
  memberId: string,
  input: ProviderPaymentInput,
  context: { clientIp?: string | null } = {},
) {
  const { db, clock, repo } = deps
  const offer = payMethodOffers(input.environment).find((m) => m.payType === input.payType)
  if (!offer?.available) throw new AppError('PAY_METHOD_UNAVAILABLE')
  const provider = deps.gateways.forPayType(input.payType)
  // WeChat JSAPI pays as the member's WeChat identity, which only WeChat login (or binding) provides.
  const payerOpenId = provider.name === 'wechat' ? ((await memberById(db, memberId))?.wxOpenId ?? null) : null
  if (provider.name === 'wechat' && !payerOpenId) fail('WECHAT_OPENID_REQUIRED')
  const created = await db.transaction(async (tx) => {
    const { result } = await idempotent(
      tx,
      `payment.create:${memberId}`,
      input.idempotencyKey,
      input,
      async () => {
        const target = await payable(deps, tx, memberId, input)
        const row = await repo.insert(tx, {
          id: newId(),
          orderId: target.orderId,
          rechargeId: target.rechargeId,
          targetKind: target.targetKind,
          targetId: target.targetId,
          memberId,
          payType: input.payType,
          provider: provider.name,
          amountFen: target.amountFen,
          status: 'created',
          createdAt: clock.now(),
          expiresAt: target.expiresAt,
        })
        return { paymentId: row.id, reference: target.reference, description: target.description }
      },
    )
    return result
  })
  const payment = await repo.byId(db, created.paymentId)
  if (!payment) fail('PAYMENT_NOT_FOUND')
  if (payment.status !== 'created' && payment.status !== 'pending') {
    // A replay after the payment finished: nothing to hand the payer any more.
    fail(
      payment.orderId
        ? 'ORDER_NOT_PAYABLE'
        : payment.rechargeId
          ? 'RECHARGE_NOT_PAYABLE'
          : 'TARGET_NOT_PAYABLE',
    )
  }
  const { providerTradeNo, action } = await providerOf(deps.gateways, payment).createPayment({
    paymentId: payment.id,
    orderNo: created.reference,
    payType: input.payType,
    amountFen: payment.amountFen,
    description: created.description,
    returnUrl: returnUrl(deps, payment.id),
    notifyUrl: notifyUrl(deps, provider.name),
    expiresAt: payment.expiresAt ?? new Date(clock.now().getTime() + 5 * 60_000),
    payerOpenId,
    clientIp: context.clientIp ?? null,
  })
  const pending =
    (await tryTransition(db, {
      machine: paymentMachine,
      table: payments,
      id: payment.id,
      event: 'hand_over',
      actor: 'system',
      patch: { providerTradeNo: providerTradeNo ?? payment.providerTradeNo },
    })) ?? (await repo.byId(db, payment.id))
  return { payment: toPayment(pending ?? payment), action }
}
