import type { BoardOrder } from '@siam/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, isConflict, isSilent } from '../../shared/api/client'
import { useStatusLabel } from '../../shared/ui/orderParts'
import { useToast } from '../../shared/ui/Toast'

/**
 * Runs one merchant action on an order card (a status step, dispatch, reject, out of stock): busy while it
 * runs, the updated order handed up and announced, the server's message on failure. A 409 means someone
 * acted first, so the board reloads.
 */
export function useOrderAction({
  order,
  onUpdated,
  onConflict,
  onDone,
}: {
  order: BoardOrder
  onUpdated: (order: BoardOrder) => void
  onConflict: () => void
  /** the action went through (the card closes its form) */
  onDone: () => void
}) {
  const { t } = useTranslation()
  const statusLabel = useStatusLabel()
  const notify = useToast()
  const [busy, setBusy] = useState(false)

  const run = async (call: () => Promise<BoardOrder>) => {
    setBusy(true)
    try {
      const updated = await call()
      onUpdated(updated)
      onDone()
      notify(
        t('console:order_updated', { no: order.orderNo, status: statusLabel(updated.status) }),
        'success',
      )
    } catch (e) {
      if (e instanceof ApiError) {
        if (!isSilent(e)) notify(e.message, 'error')
        if (isConflict(e)) onConflict()
      } else {
        notify(t('console:network_error'), 'error')
      }
    } finally {
      setBusy(false)
    }
  }

  return { busy, run }
}
