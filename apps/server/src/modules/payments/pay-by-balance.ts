import type { OrderDetail } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import type { Tx } from '../../db/client'
import { AppError, fail } from '../../platform/errors'
import { idempotencyKeyUsed, idempotent } from '../../platform/idempotency'
import { newId } from '../../platform/ids'
import { checkPaymentPassword } from '../auth'
import { memberBalanceAccount, PLATFORM_ACCOUNTS, postTransferAfter } from '../ledger'
import type { OrderDetailRows } from '../orders'
import { checkPayableOrder, payableOrder } from './payable'
import { orderPaymentCause } from './payments.causes'
import type { PaymentsDeps } from './payments.deps'

type BalanceDeps = Pick<PaymentsDeps, 'db' | 'clock' | 'orders' | 'recharges' | 'repo'>

export interface BalancePaymentInput {
  orderId: string
  paymentPassword: string
  idempotencyKey: string
}

/** Balance payment: password first (its failure count must stick), then one transaction. */
export async function payByBalance(
  deps: BalanceDeps,
  memberId: string,
  input: BalancePaymentInput,
  locale: Locale,
): Promise<OrderDetail> {
  const { db, clock } = deps
  await payableOrder(deps, db, memberId, input.orderId).catch(async (error) => {
    // A replay of a payment that already went through answers with the paid order.
    if (error instanceof AppError && error.key === 'ORDER_NOT_PAYABLE') {
      if (await idempotencyKeyUsed(db, `payment.balance:${memberId}`, input.idempotencyKey)) return
    }
    throw error
  })
  await checkPaymentPassword(db, memberId, input.paymentPassword, clock.now())
  const body = { orderId: input.orderId, idempotencyKey: input.idempotencyKey }
  // The payment's id is chosen first: the idempotency key is claimed with its answer at once.
  const paymentId = newId()
  let paid: OrderDetailRows | null = null
  await db.transaction(async (tx) => {
    paid = null
    await idempotent(
      tx,
      `payment.balance:${memberId}`,
      input.idempotencyKey,
      body,
      async () => {
        const order = await payOrderFromBalance(deps, tx, paymentId, memberId, input.orderId)
        paid = await deps.orders.justPaidRows(tx, order)
        return { paymentId }
      },
      { result: { paymentId } },
    )
  })
  // The member's own view, with the actions open now (quick cancel, refund ...): from the rows the
  // payment's transaction read, or (a replay) read now.
  return paid ? deps.orders.detailOfRows(paid, locale) : deps.orders.detail(memberId, input.orderId, locale)
}

/** The order paid at once: a succeeded payment, the ledger transfer, the order marked paid. */
async function payOrderFromBalance(
  deps: BalanceDeps,
  tx: Tx,
  paymentId: string,
  memberId: string,
  orderId: string,
) {
  const order = checkPayableOrder(deps, await deps.orders.lock(tx, orderId), memberId)
  const now = deps.clock.now()
  // The payment's row and the balance posting in one statement (issue 17); a short balance still
  // fails the posting, and the transaction rolls both back as before.
  const payment = deps.repo.insertPart({
    id: paymentId,
    orderId: order.id,
    memberId,
    payType: 'balance',
    provider: 'balance',
    amountFen: order.totalFen,
    status: 'succeeded',
    createdAt: now,
    paidAt: now,
  })
  await postTransferAfter(
    tx,
    { sql: payment, gate: false },
    {
      idempotencyKey: `payment:${paymentId}`,
      causeType: orderPaymentCause,
      causeId: order.id,
      description: `balance payment for order ${order.orderNo}`,
      legs: [
        { accountId: memberBalanceAccount(memberId), amountFen: -order.totalFen },
        { accountId: PLATFORM_ACCOUNTS.orderReceipts, amountFen: order.totalFen },
      ],
    },
    now,
  )
  const paid = await deps.orders.markPaid(
    tx,
    order.id,
    {
      payType: 'balance',
      paidFen: order.totalFen,
      balanceUsedFen: order.totalFen,
      actor: { type: 'member', id: memberId },
    },
    order,
  )
  if (!paid) fail('ORDER_NOT_PAYABLE')
  return paid
}
