/**
 * The payment check page's state: the payment, polled every 2 s for up to 60 s, and what a final answer
 * does (once): forget the pending payment, mark stale what it changed, and go on or say it failed.
 */
import type { Payment } from '@siam/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { type PaymentTarget, paths } from '../../app/paths'
import { forgetPendingPayment } from '../../shared/payment/paymentAction'
import { invalidate } from '../../shared/queries/invalidate'
import { toast } from '../../shared/ui/toast'
import { payQueries } from './queries'

export const POLL_INTERVAL_MS = 2000
const POLL_FOR_MS = 60_000
export const FINAL = new Set<Payment['status']>(['succeeded', 'failed', 'closed'])

export function usePolledPayment(paymentId: string) {
  const startedAt = useRef(Date.now())
  const [polling, setPolling] = useState(true)
  const payment = useQuery({
    ...payQueries.payment(paymentId, { silent: true }),
    enabled: paymentId !== '',
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status
      if (status && FINAL.has(status)) return false
      if (Date.now() - startedAt.current >= POLL_FOR_MS) return false
      return POLL_INTERVAL_MS
    },
    refetchIntervalInBackground: true,
  })
  // The polling window closes after 60 s; the buttons still ask on demand.
  useEffect(() => {
    const timer = setTimeout(() => setPolling(false), POLL_FOR_MS)
    return () => clearTimeout(timer)
  }, [])
  return { payment, polling }
}

/** Returns `handled`: set once the outcome was acted on (here, or by cancelling), so it happens once. */
export function usePaymentOutcome(
  status: Payment['status'] | undefined,
  {
    isRecharge,
    targetRecharge,
    targetOrder,
    other,
  }: {
    isRecharge: boolean
    targetRecharge: string
    targetOrder: string
    /** A coupon pack purchase or a mall order (decision 0025): its page. */
    other?: { target: PaymentTarget; page: string } | null
  },
) {
  const { t } = useTranslation(['pay'])
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const handled = useRef(false)
  useEffect(() => {
    if (!status || !FINAL.has(status) || handled.current) return
    handled.current = true
    forgetPendingPayment(other ? other.target : isRecharge ? { rechargeId: targetRecharge } : targetOrder)
    if (other) {
      // Coupons, purchases, mall orders: whatever it touched is read again.
      void queryClient.invalidateQueries()
    } else if (isRecharge) {
      invalidate.wallet(queryClient)
    } else {
      invalidate.order(queryClient, targetOrder)
      invalidate.orderLists(queryClient)
    }
    if (status === 'succeeded') {
      toast.show(t('pay:payment_success'))
      navigate(other ? other.page : isRecharge ? paths.balance() : paths.orderDetail(targetOrder), {
        replace: true,
      })
    } else {
      // Stays here with "Pay with another method".
      toast.error(t('pay:payment_failed'))
    }
  }, [status, isRecharge, targetRecharge, targetOrder, other, navigate, queryClient, t])
  return handled
}
