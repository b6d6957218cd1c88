/**
 * The member's actions on one refund request (withdraw after asking, escalate with a note): an answer
 * replaces the cached refund process and the order and list go stale; a refusal refreshes the process
 * (call() has shown why; the request may have moved on: the merchant answered, time ran out).
 */

import type { RefundProcess } from '@siam/contracts'
import { aftersaleApi } from '@siam/contracts/descriptors'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, call } from '../../shared/api'
import { invalidate } from '../../shared/queries/invalidate'
import { showModal } from '../../shared/ui/modal'
import { toast } from '../../shared/ui/toast'
import { aftersaleQueries } from './queries'

export function useRefundActions(orderId: string, refundId: string) {
  const { t } = useTranslation('aftersale')
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)

  async function act(send: () => Promise<RefundProcess>, done: string): Promise<boolean> {
    if (busy) return false
    setBusy(true)
    try {
      const next = await send()
      queryClient.setQueryData(aftersaleQueries.refundProcess(orderId).queryKey, next)
      invalidate.order(queryClient, orderId)
      invalidate.orderList(queryClient)
      toast.show(done)
      return true
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      invalidate.refundProcess(queryClient, orderId)
      return false
    } finally {
      setBusy(false)
    }
  }

  async function withdraw() {
    try {
      await showModal({
        title: t('aftersale:withdraw_title'),
        content: t('aftersale:withdraw_text'),
        confirmText: t('aftersale:withdraw'),
        cancelText: t('aftersale:withdraw_keep'),
      })
    } catch {
      return
    }
    await act(() => call(aftersaleApi.withdrawRefund, { refundId }), t('aftersale:withdrawn_toast'))
  }

  /** Answers whether the escalation went through. */
  function escalate(note: string): Promise<boolean> {
    return act(() => call(aftersaleApi.escalateRefund, { refundId, note }), t('aftersale:escalated_toast'))
  }

  return { busy, withdraw, escalate }
}
