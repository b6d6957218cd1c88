import type { PaymentProvider, ProviderName } from '../../adapters/payments/gateway'
import type { PaymentGateways } from '../../adapters/payments/gateways'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { AppError } from '../../platform/errors'
import type { PayTargetRegistry } from '../../platform/pay-targets'
import { PLATFORM_ACCOUNTS } from '../ledger'
import type { OrdersService } from '../orders'
import type { RechargesService } from '../recharges'
import type { PaymentRow, PaymentsRepository } from './payments.repository'

/** What every payments use case may use: passed in whole, so each use case names its own needs. */
export interface PaymentsDeps {
  db: Db
  clock: Clock
  gateways: PaymentGateways
  orders: OrdersService
  recharges: RechargesService
  repo: PaymentsRepository
  /** Pay targets registered by their owning modules (coupon packs, ...). */
  targets: PayTargetRegistry
  /** Absolute base for provider callbacks and return links ('' = same origin, the sandbox). */
  publicBaseUrl: string
  /** Open payments and refunds younger than this are left to their own flow by reconciliation. */
  reconcileAfterMs: number
  /** Where reconciliation reports a row it could not settle (and goes on with the others). */
  log: { error: (obj: unknown, msg: string) => void }
}

/** Payment statuses a provider may still move. */
export const OPEN_PAYMENT_STATUSES = ['created', 'pending'] as const

export const notifyUrl = (deps: Pick<PaymentsDeps, 'publicBaseUrl'>, provider: ProviderName) =>
  `${deps.publicBaseUrl}/siam-server/rest/notify/${provider}`

export const returnUrl = (deps: Pick<PaymentsDeps, 'publicBaseUrl'>, paymentId: string) =>
  `${deps.publicBaseUrl}/siam-server/pay/return/${paymentId}`

/** Where a provider payment's money sits once received, and where a refund takes it from. */
export const receivingAccount = (targets: PayTargetRegistry, payment: PaymentRow) =>
  payment.targetKind
    ? targets.byKind(payment.targetKind).account
    : payment.rechargeId
      ? PLATFORM_ACCOUNTS.recharges
      : PLATFORM_ACCOUNTS.orderReceipts

/** The gateway holding a provider payment (a balance payment has none). */
export function providerOf(gateways: PaymentGateways, payment: PaymentRow): PaymentProvider {
  const provider = payment.provider === 'balance' ? null : gateways.byName(payment.provider)
  if (!provider) throw new Error(`payment ${payment.id}: provider ${payment.provider} is not configured`)
  return provider
}

/**
 * Runs a step that asks a provider; an unreachable provider (PROVIDER_ERROR) is not a failure of
 * the caller, only "try later": false then. Anything else still throws.
 */
export async function unlessProviderDown(step: () => Promise<unknown>): Promise<boolean> {
  try {
    await step()
    return true
  } catch (error) {
    if (error instanceof AppError && error.key === 'PROVIDER_ERROR') return false
    throw error
  }
}
