/**
 * Sending the refund request: checked here first (the server checks again), sent once with an
 * idempotency key (a double tap sends one); the answer becomes the cached refund process and the page
 * moves to the progress of the new request.
 */

import type { OrderDetail } from '@siam/contracts'
import { aftersaleApi } from '@siam/contracts/descriptors'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../app/paths'
import { ApiError, call } from '../../shared/api'
import { createKeyKeeper } from '../../shared/idempotency'
import { invalidate } from '../../shared/queries/invalidate'
import { toast } from '../../shared/ui/toast'
import type { ReasonDraft } from './ApplyReason'
import { type ApplyErrors, validateApply } from './applyForm'
import { aftersaleQueries } from './queries'
import type { RefundChoice } from './useRefundChoice'

export function useApplySubmit(order: OrderDetail) {
  const { t } = useTranslation('aftersale')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const keyFor = useRef(createKeyKeeper()).current
  const [errors, setErrors] = useState<ApplyErrors>({})
  const [sending, setSending] = useState(false)

  async function submit(choice: RefundChoice, draft: ReasonDraft) {
    const { items } = choice
    const { reason, images } = draft
    const description = draft.description.trim()
    const found = validateApply({ items, reason, description, images })
    setErrors(found)
    if (Object.values(found).some(Boolean) || reason === null) return
    const body = { orderId: order.id, items, reason, description, images }
    setSending(true)
    try {
      const result = await call(aftersaleApi.applyRefund, { ...body, idempotencyKey: keyFor(body) })
      queryClient.setQueryData(aftersaleQueries.refundProcess(order.id).queryKey, result)
      invalidate.order(queryClient, order.id)
      invalidate.orderLists(queryClient)
      toast.show(t('aftersale:submitted_toast'))
      navigate(paths.refundProgress(order.id, { refundId: result.refunds[0]?.id }), { replace: true })
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      // call() has shown the server's message in the member's language; the limits may have moved.
      invalidate.order(queryClient, order.id)
      void choice.preview.refetch()
    } finally {
      setSending(false)
    }
  }

  /** A field the member changed loses its message. */
  function clearError(field: keyof ApplyErrors) {
    setErrors((e) => ({ ...e, [field]: undefined }))
  }

  return { errors, sending, submit, clearError }
}
