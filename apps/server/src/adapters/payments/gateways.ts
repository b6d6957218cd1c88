import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import type { PaymentProvider, ProviderName, ProviderPayType } from './gateway'
import { createSandboxGateway, type SandboxGateway } from './sandbox/sandbox-gateway'

/**
 * Which provider serves each pay type. Offline (the default) every method goes through the
 * sandbox gateway; the real WeChat Pay, Alipay and card adapters slot in here by configuration.
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
  const sandbox = createSandboxGateway({
    db: deps.db,
    clock: deps.clock,
    secret: deps.config.SANDBOX_SECRET,
    log: deps.log,
  })
  return {
    sandboxEnabled: true,
    sandbox,
    forPayType: () => sandbox,
    byName: (name) => (name === 'sandbox' ? sandbox : null),
  }
}
