/**
 * Paying an order, a recharge, a coupon pack or a mall order's cash part with a provider (WeChat Pay, Alipay, card): `member/payment/create` with
 * the caller's idempotency key, then follow the answer (paymentAction.ts). A redirect leaves the app for
 * the provider's page (which returns to the payment check page); WeChat's own sheet, once closed, and a
 * JSAPI payment that cannot be opened here both continue on the check page, which asks the server.
 * Errors reject as the request helper gives them (with its toast unless `silent`).
 */

import type { CallOutput, paymentCalls } from '@siam/contracts'
import { paymentApi } from '@siam/contracts/descriptors'
import { type PaymentTarget, paths } from '../../app/paths'
import { call } from '../api'
import { t } from '../i18n'
import { toast } from '../ui/toast'
import type { ProviderPayType } from './offers'
import { followPaymentAction, rememberPendingPayment } from './paymentAction'

export interface ProviderPayment {
  target: PaymentTarget
  payType: ProviderPayType
  environment: 'wechat' | 'browser'
  idempotencyKey: string
  /** the router's navigate, to continue on the check page */
  navigate: (to: string) => void
  silent?: boolean
}

/** 'left': the provider's page is opening; 'check': the member is on the payment check page now. */
export async function payWithProvider(p: ProviderPayment): Promise<'left' | 'check'> {
  const hide = toast.loading(t('pay:opening_provider'))
  const input = {
    ...(typeof p.target === 'string' ? { orderId: p.target } : p.target),
    payType: p.payType,
    environment: p.environment,
    idempotencyKey: p.idempotencyKey,
  }
  let res: CallOutput<typeof paymentCalls.create>
  try {
    res = await call(paymentApi.create, input, p.silent ? { silent: true } : {})
  } catch (error) {
    hide()
    throw error
  }
  rememberPendingPayment(p.target, res.payment.id)
  const outcome = await followPaymentAction(res.action)
  if (outcome === 'redirected') return 'left'
  hide()
  if (outcome === 'unsupported') toast.error(t('pay:wechat_not_supported'))
  p.navigate(paths.paymentCheck(res.payment.id, p.target))
  return 'check'
}
