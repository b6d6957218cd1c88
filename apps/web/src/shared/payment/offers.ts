/**
 * Payment method offers (spec 6, product rules 5): which methods can pay where the app runs, which one to
 * preselect, and which one comes next when one fails. Pure functions shared by the pay page (orders)
 * and the recharge page; no React, no calls.
 */
import type { PayMethodName } from '../../app/paths'

export type PayType = PayMethodName
export type ProviderPayType = Exclude<PayType, 'balance'>

const PAY_TYPES: readonly PayType[] = ['balance', 'wechat', 'alipay', 'card']

export function isPayType(value: string | null | undefined): value is PayType {
  return value != null && (PAY_TYPES as readonly string[]).includes(value)
}

export interface MethodOffer {
  payType: PayType
  available: boolean
  /** i18n key explaining why it is missing (namespace pay, with or without the `pay:` prefix) */
  reasonKey: string | null
}

type MethodsData = {
  methods: MethodOffer[]
  balanceFen: number
  hasPaymentPassword: boolean
}

export type PayOffer = MethodOffer & {
  /** selecting it and paying works now */
  canPay: boolean
  /** Balance without a payment password: selectable, says "go and set it" */
  passwordMissing: boolean
}

/** Why a method is missing, when the server sends no reason of its own. */
function fallbackReasonKey(payType: PayType): string {
  if (payType === 'wechat') return 'pay:wechat_only_in_wechat'
  if (payType === 'alipay') return 'pay:alipay_not_in_wechat'
  if (payType === 'card') return 'pay:card_not_in_wechat'
  return 'pay:reason_unavailable'
}

/** The catalogue key of an offer's reason ('wechat_only_in_wechat' -> 'pay:wechat_only_in_wechat'). */
export function reasonKeyOf(offer: MethodOffer): string {
  if (!offer.reasonKey) return fallbackReasonKey(offer.payType)
  return offer.reasonKey.includes(':') ? offer.reasonKey : `pay:${offer.reasonKey}`
}

/**
 * The server's offers, with what only the pay page knows about Balance: it cannot pay more than the
 * balance (listed, not selectable, "insufficient balance"), and without a payment password it is
 * selectable but cannot pay ("payment password not set, go and set it").
 */
export function balanceOffers(
  data: MethodsData | undefined,
  totalFen: number,
  refused: { balanceRefused?: boolean; passwordRefused?: boolean } = {},
): PayOffer[] {
  if (!data) return []
  return data.methods.map((m) => {
    if (m.payType !== 'balance') return { ...m, canPay: m.available, passwordMissing: false }
    const short = refused.balanceRefused === true || data.balanceFen < totalFen
    const passwordMissing = !data.hasPaymentPassword || refused.passwordRefused === true
    const offer = short ? { ...m, available: false, reasonKey: 'pay:insufficient_balance' } : m
    return { ...offer, canPay: offer.available && !passwordMissing, passwordMissing }
  })
}

/** The method to preselect: the first one that can pay (never Balance when it cannot). */
export function firstPayable(offers: readonly PayOffer[]): PayType | null {
  return offers.find((m) => m.canPay)?.payType ?? null
}

/**
 * The method to move on to after `failed` did not work: the next one in the list that can pay (going
 * round to the start), never `failed` itself; null when nothing else can pay.
 */
export function nextPayable(offers: readonly PayOffer[], failed: PayType | null | undefined): PayType | null {
  const at = failed ? offers.findIndex((m) => m.payType === failed) : -1
  if (at < 0) return firstPayable(offers)
  for (let i = 1; i < offers.length; i++) {
    const m = offers[(at + i) % offers.length]
    if (m?.canPay && m.payType !== failed) return m.payType
  }
  return null
}

/**
 * The provider methods for a recharge, decided on the device (spec 6): WeChat Pay only inside WeChat,
 * Alipay and card only in a browser. The balance never pays a recharge, so it is not offered.
 */
export function providerOffers(environment: 'wechat' | 'browser'): PayOffer[] {
  const inWeChat = environment === 'wechat'
  const offer = (payType: ProviderPayType, available: boolean): PayOffer => ({
    payType,
    available,
    reasonKey: available ? null : fallbackReasonKey(payType),
    canPay: available,
    passwordMissing: false,
  })
  return [offer('wechat', inWeChat), offer('alipay', !inWeChat), offer('card', !inWeChat)]
}
