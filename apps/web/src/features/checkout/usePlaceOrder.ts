/**
 * Placing the order: sends the previewed total with an idempotency key that stays the same for the same
 * draft (a double tap places one order). A changed price is re-previewed and, once the member accepts the
 * new total, placed again.
 */

import { orderApi } from '@siam/contracts/descriptors'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../app/paths'
import { ApiError, call } from '../../shared/api'
import { createKeyKeeper } from '../../shared/idempotency'
import { yuanText } from '../../shared/money'
import { invalidate } from '../../shared/queries/invalidate'
import { showModal } from '../../shared/ui/modal'
import { toast } from '../../shared/ui/toast'
import { forgetChoices, rememberContactPhone } from './draftStore'
import type { OrderDraft } from './orderDraft'
import type { PricedQuote } from './queries'

interface PlaceOrderArgs {
  shopId: string
  draft: OrderDraft
  clearCart: () => void
  /** Re-asks the preview; resolves with the fresh quote (if any). */
  refetchPreview: () => Promise<{ data?: PricedQuote }>
  onPhoneError: (message: string) => void
}

export function usePlaceOrder({ shopId, draft, clearCart, refetchPreview, onPhoneError }: PlaceOrderArgs) {
  const { t } = useTranslation(['order'])
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [submitting, setSubmitting] = useState(false)
  const busy = useRef(false)
  const keyFor = useRef(createKeyKeeper()).current

  /** After PRICE_CHANGED: the new total once the member accepts it, else undefined. */
  async function acceptNewTotal(): Promise<number | undefined> {
    const fresh = await refetchPreview()
    const total = fresh.data?.quote.totalFen
    if (total === undefined || (fresh.data?.quote.blockers.length ?? 0) > 0) return undefined
    busy.current = false
    setSubmitting(false)
    try {
      await showModal({
        title: t('order:price_changed_title'),
        content: t('order:price_changed', { amount: yuanText(total) }),
        confirmText: t('order:place_new_total'),
      })
    } catch {
      return undefined
    }
    return total
  }

  async function place(expectedTotalFen: number): Promise<void> {
    const body = { ...draft, expectedTotalFen }
    const idempotencyKey = keyFor(body)
    busy.current = true
    setSubmitting(true)
    try {
      const order = await call(orderApi.insert, { ...body, idempotencyKey }, { silent: true })
      if (draft.contactPhone) rememberContactPhone(draft.contactPhone)
      clearCart()
      forgetChoices(shopId)
      invalidate.orderLists(queryClient)
      navigate(paths.pay(order.id), { replace: true })
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.errorKey === 'PRICE_CHANGED') {
        const total = await acceptNewTotal()
        if (total !== undefined) await place(total)
        return
      }
      if (error.code !== 2 && error.code !== 401) toast.error(error.message)
      if (error.fieldErrors?.contactPhone) onPhoneError(error.fieldErrors.contactPhone)
      void refetchPreview()
    } finally {
      busy.current = false
      setSubmitting(false)
    }
  }

  return { place, submitting, isBusy: () => busy.current }
}
