/**
 * How the detail page changes its order: an answer replaces the cached detail (and the lists go stale), a
 * refusal refreshes it (call() has shown the message; the order may have moved on meanwhile), and
 * confirming receipt asks first.
 */

import type { OrderDetail } from '@siam/contracts'
import { orderApi } from '@siam/contracts/descriptors'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, call } from '../../shared/api'
import { invalidate } from '../../shared/queries/invalidate'
import { orderQueries } from '../../shared/queries/orderQueries'
import { showModal } from '../../shared/ui/modal'
import { toast } from '../../shared/ui/toast'

export function useOrderChanges(orderId: string) {
  const { t } = useTranslation('order')
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)

  function update(next: OrderDetail) {
    queryClient.setQueryData(orderQueries.detail(orderId).queryKey, next)
    invalidate.orderLists(queryClient)
  }

  function refresh() {
    invalidate.order(queryClient, orderId)
  }

  async function confirmReceipt() {
    if (busy) return
    try {
      await showModal({
        title: t('order:receipt_title'),
        content: t('order:receipt_confirm'),
        confirmText: t('order:confirm_receipt'),
      })
    } catch {
      return
    }
    setBusy(true)
    try {
      update(await call(orderApi.confirmReceipt, { id: orderId }))
      toast.show(t('order:received_toast'))
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      refresh()
    } finally {
      setBusy(false)
    }
  }

  return { busy, update, refresh, confirmReceipt }
}
