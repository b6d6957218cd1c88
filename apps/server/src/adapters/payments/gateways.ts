import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
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
 * sandbox gateway; PAY_WECHAT / PAY_ALIPAY / PAY_CARD switch a method to its real adapter. The
 * sandbox stays registered either way, so payments started on it can still be queried and refunded.
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
  const sandbox = createSandboxGateway({ db: deps.db, clock, secret: config.SANDBOX_SECRET, log })
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
  const forPayType: Record<ProviderPayType, PaymentProvider> = {
    wechat: real.get('wechat') ?? sandbox,
    alipay: real.get('alipay') ?? sandbox,
    card: real.get('card') ?? sandbox,
  }
  return {
    sandboxEnabled: true,
    sandbox,
    forPayType: (payType) => forPayType[payType],
    byName: (name) => (name === 'sandbox' ? sandbox : (real.get(name) ?? null)),
  }
}
