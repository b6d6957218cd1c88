import type { Payment } from '@siam/contracts'
import { fail } from '../../platform/errors'
import type { PaymentsDeps } from './payments.deps'
import { toPayment } from './payments.mapper'
import { reconcilePayment } from './reconcile-payment'

/** "I have paid" and the check page: ask the provider; never mark paid on the client's word. */
export async function queryPayment(
  deps: PaymentsDeps,
  memberId: string,
  paymentId: string,
): Promise<Payment> {
  const payment = await deps.repo.ownedBy(deps.db, memberId, paymentId)
  if (!payment) fail('PAYMENT_NOT_FOUND')
  return toPayment(await reconcilePayment(deps, payment, { closeIfOpen: false }))
}

/** The member gives up a payment; the payer may have approved a moment before, so the provider decides. */
export async function cancelPayment(
  deps: PaymentsDeps,
  memberId: string,
  paymentId: string,
): Promise<Payment> {
  const payment = await deps.repo.ownedBy(deps.db, memberId, paymentId)
  if (!payment) fail('PAYMENT_NOT_FOUND')
  return toPayment(await reconcilePayment(deps, payment, { closeIfOpen: true }))
}

/** Where the browser lands back from a provider's page: the app's payment check page. */
export async function returnTarget(
  deps: Pick<PaymentsDeps, 'db' | 'repo' | 'targets'>,
  paymentId: string,
): Promise<string> {
  const payment = await deps.repo.byId(deps.db, paymentId)
  if (!payment) return '/web/'
  const query = new URLSearchParams({ paymentId: payment.id })
  if (payment.orderId) query.set('orderId', payment.orderId)
  if (payment.rechargeId) query.set('rechargeId', payment.rechargeId)
  if (payment.targetKind && payment.targetId) {
    const handler = deps.targets.byKind(payment.targetKind)
    query.set(handler.inputField, payment.targetId)
  }
  return `/web/#/pages/shop/success/success?${query.toString()}`
}
