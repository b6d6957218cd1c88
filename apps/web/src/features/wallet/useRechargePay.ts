/**
 * Paying a recharge: `member/recharge/create` (for a tier) then `member/payment/create`, each with an
 * idempotency key kept for the attempt, so a retry after a network failure makes one recharge and one
 * payment; a refusal ends the attempt.
 */
import { walletApi } from '@siam/contracts/descriptors'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError, call } from '../../shared/api'
import type { payEnvironment } from '../../shared/environment'
import { createKeyKeeper } from '../../shared/idempotency'
import type { ProviderPayType } from '../../shared/payment/offers'
import { payWithProvider } from '../../shared/payment/providerPay'
import { isConnectionError } from '../../shared/ui/ErrorState'

/** What is being paid: a tier (a new recharge is made for it) or an existing unpaid recharge. */
export type Subject = { tierId: string; payFen: number } | { rechargeId: string; payFen: number }

/** A timeout or network failure: the same attempt may be retried (a plain boolean, not a type guard). */
const lostConnection = (error: ApiError): boolean => isConnectionError(error)

export function useRechargePay(environment: ReturnType<typeof payEnvironment>) {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  // One key per attempt: kept for a retry, new once the server refused.
  const rechargeKeys = useRef(createKeyKeeper())
  const paymentKeys = useRef(createKeyKeeper())

  async function rechargeIdFor(subject: Subject): Promise<string> {
    if ('rechargeId' in subject) return subject.rechargeId
    const idempotencyKey = rechargeKeys.current({ tierId: subject.tierId })
    const recharge = await call(walletApi.rechargeCreate, { tierId: subject.tierId, idempotencyKey })
    return recharge.id
  }

  async function pay(subject: Subject, method: ProviderPayType) {
    if (busy) return
    setBusy(true)
    let stage: 'recharge' | 'payment' = 'recharge'
    try {
      const rechargeId = await rechargeIdFor(subject)
      stage = 'payment'
      const idempotencyKey = paymentKeys.current({ rechargeId, payType: method, environment })
      // a redirect leaves the page; WeChat's sheet continues on the check page
      await payWithProvider({
        target: { rechargeId },
        payType: method,
        environment,
        idempotencyKey,
        navigate: (to) => navigate(to),
      })
    } catch (error) {
      // The request helper has said what went wrong. A refusal ends the attempt: the next tap is a new
      // one (a refused recharge, or one that can no longer be paid, means a new recharge too).
      if (error instanceof ApiError && !lostConnection(error)) {
        paymentKeys.current = createKeyKeeper()
        if (stage === 'recharge' || error.errorKey === 'RECHARGE_NOT_PAYABLE') {
          rechargeKeys.current = createKeyKeeper()
        }
      }
    } finally {
      setBusy(false)
    }
  }

  return { busy, pay }
}
