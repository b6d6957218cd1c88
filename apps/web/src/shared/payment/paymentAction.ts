/**
 * Following what `member/payment/create` says to do next, for orders and recharges alike: a redirect
 * opens the provider's (sandbox) page, which returns to the payment check page; a JSAPI payment opens
 * WeChat's own payment sheet through WeixinJSBridge (or the JS-SDK's wx.chooseWXPay) when the page
 * runs inside WeChat. Without either there is no way to pay here: the caller says "WeChat Pay not
 * supported" and sends the member to the check page.
 */

import type { PaymentTarget } from '../../app/paths'

export type PaymentAction =
  | { type: 'redirect'; url: string }
  | { type: 'jsapi'; params: Record<string, string> }

/** What happened: left for the provider's page; WeChat's sheet closed (paid or not); or no way to pay. */
export type ActionOutcome = 'redirected' | 'jsapi_ok' | 'jsapi_cancelled' | 'jsapi_failed' | 'unsupported'

interface WeixinJSBridge {
  invoke(name: string, params: Record<string, string>, callback: (res: { err_msg?: string }) => void): void
}
interface WxSdk {
  chooseWXPay(options: Record<string, unknown>): void
}

function bridge(): WeixinJSBridge | undefined {
  const b = (globalThis as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge
  return b && typeof b.invoke === 'function' ? b : undefined
}

function sdk(): WxSdk | undefined {
  const wx = (globalThis as { wx?: WxSdk }).wx
  return wx && typeof wx.chooseWXPay === 'function' ? wx : undefined
}

function jsapi(params: Record<string, string>): Promise<ActionOutcome> {
  const b = bridge()
  if (b) {
    return new Promise((resolve) => {
      b.invoke('getBrandWCPayRequest', params, (res) => {
        const msg = res?.err_msg ?? ''
        resolve(
          msg.endsWith(':ok') ? 'jsapi_ok' : msg.endsWith(':cancel') ? 'jsapi_cancelled' : 'jsapi_failed',
        )
      })
    })
  }
  const wx = sdk()
  if (wx) {
    // The JS-SDK names the time stamp `timestamp` and takes no appId (wx.config carried it).
    const { appId: _appId, timeStamp, ...rest } = params
    return new Promise((resolve) => {
      wx.chooseWXPay({
        ...rest,
        timestamp: timeStamp ?? params.timestamp,
        success: () => resolve('jsapi_ok'),
        cancel: () => resolve('jsapi_cancelled'),
        fail: () => resolve('jsapi_failed'),
      })
    })
  }
  return Promise.resolve('unsupported')
}

export function followPaymentAction(action: PaymentAction): Promise<ActionOutcome> {
  if (action.type === 'redirect') {
    window.location.assign(action.url)
    return Promise.resolve('redirected')
  }
  return jsapi(action.params)
}

/** sessionStorage key of the provider payment last started for an order or a recharge (the check link). */
function pendingPaymentKey(target: PaymentTarget): string {
  if (typeof target === 'string') return `siam.payment.${target}`
  if ('rechargeId' in target) return `siam.payment.recharge.${target.rechargeId}`
  if ('couponPurchaseId' in target) return `siam.payment.couponPurchase.${target.couponPurchaseId}`
  return `siam.payment.mallOrder.${target.mallOrderId}`
}

export function rememberPendingPayment(target: PaymentTarget, paymentId: string): void {
  try {
    sessionStorage.setItem(pendingPaymentKey(target), paymentId)
  } catch {
    // the check link is a convenience
  }
}

export function readPendingPayment(target: PaymentTarget): string | null {
  try {
    return sessionStorage.getItem(pendingPaymentKey(target))
  } catch {
    return null
  }
}

export function forgetPendingPayment(target: PaymentTarget): void {
  try {
    sessionStorage.removeItem(pendingPaymentKey(target))
  } catch {
    // ignore
  }
}
