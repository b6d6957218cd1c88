import type { FastifyBaseLogger } from 'fastify'
import { type Config, offlineAllowed } from '../../config'
import type { Db } from '../../db/client'
import { providerTradeNoOf } from '../../modules/payments'
import type { Clock } from '../../platform/clock'
import { createAlipayGateway } from './alipay/alipay-gateway'
import { createStripeCardGateway } from './card/card-gateway'
import type { PaymentProvider, ProviderName, ProviderPayType } from './gateway'
import { readPem } from './pem'
import { createSandboxGateway, type SandboxGateway } from './sandbox/sandbox-gateway'
import { createWechatPayGateway } from './wechat/wechat-gateway'

/**
 * Which provider serves each pay type. Offline (the default) every method goes through the
 * sandbox gateway; PAY_WECHAT / PAY_ALIPAY / PAY_CARD switch a method to its real adapter. Outside
 * production the sandbox stays registered either way, so payments started on it can still be
 * queried and refunded. In production the sandbox does not exist at all (no hosted approve page, no
 * notification route that accepts its signature), and a method without a real provider is a
 * start-up error, never a silent fallback to the sandbox.
 */
export interface PaymentGateways {
  sandboxEnabled: boolean
  sandbox: SandboxGateway | null
  forPayType(payType: ProviderPayType): PaymentProvider
  byName(name: ProviderName): PaymentProvider | null
}

export function createPaymentGateways(deps: {
  config: Config
  db: Db
  clock: Clock
  log: FastifyBaseLogger
}): PaymentGateways {
  const { config, clock, log } = deps
  const sandbox = offlineAllowed(config)
    ? createSandboxGateway({ db: deps.db, clock, secret: config.SANDBOX_SECRET, log })
    : null
  const real = new Map<ProviderName, PaymentProvider>()
  if (config.PAY_WECHAT === 'wechat') {
    real.set(
      'wechat',
      createWechatPayGateway({
        config: {
          apiBase: config.WECHAT_API_BASE,
          appId: config.WECHAT_APP_ID ?? '',
          mchId: config.WECHAT_MCH_ID ?? '',
          mchSerialNo: config.WECHAT_MCH_SERIAL_NO ?? '',
          mchPrivateKeyPem: readPem(config.WECHAT_MCH_PRIVATE_KEY ?? ''),
          apiV3Key: config.WECHAT_API_V3_KEY ?? '',
          platformPublicKeyPem: readPem(config.WECHAT_PLATFORM_PUBLIC_KEY ?? ''),
          platformPublicKeyId: config.WECHAT_PLATFORM_PUBLIC_KEY_ID ?? '',
        },
        clock,
        log,
      }),
    )
  }
  if (config.PAY_ALIPAY === 'alipay') {
    real.set(
      'alipay',
      createAlipayGateway({
        config: {
          gateway: config.ALIPAY_GATEWAY,
          appId: config.ALIPAY_APP_ID ?? '',
          privateKeyPem: readPem(config.ALIPAY_PRIVATE_KEY ?? ''),
          alipayPublicKeyPem: readPem(config.ALIPAY_PUBLIC_KEY ?? ''),
        },
        clock,
        log,
      }),
    )
  }
  if (config.PAY_CARD === 'stripe') {
    real.set(
      'card',
      createStripeCardGateway({
        config: {
          apiBase: config.STRIPE_API_BASE,
          secretKey: config.STRIPE_SECRET_KEY ?? '',
          webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
        },
        clock,
        log,
        // Stripe cannot find a Checkout Session by our reference: we remember its id (or its intent's).
        lookupSessionId: (paymentId) => providerTradeNoOf(deps.db, paymentId),
      }),
    )
  }
  const serving = (payType: ProviderPayType): PaymentProvider => {
    const provider = real.get(payType) ?? sandbox
    // loadConfig refuses this combination; this is the second lock on the same door.
    if (!provider) throw new Error(`no real payment provider for ${payType} in production`)
    return provider
  }
  const forPayType: Record<ProviderPayType, PaymentProvider> = {
    wechat: serving('wechat'),
    alipay: serving('alipay'),
    card: serving('card'),
  }
  return {
    sandboxEnabled: sandbox !== null,
    sandbox,
    forPayType: (payType) => forPayType[payType],
    byName: (name) => (name === 'sandbox' ? sandbox : (real.get(name) ?? null)),
  }
}
