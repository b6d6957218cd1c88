import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, isConflict, isSilent } from '../../shared/api/client'
import { useToast } from '../../shared/ui/Toast'
import { type RefundScope, refundStatusLabelKey } from './audit'
import { type AuditDecision, auditRefund, type ConsoleRefund, showDecided } from './refundQueries'

/**
 * Approving or rejecting one refund request: busy while the call runs, the reject form open or not, and the
 * server's message when someone else decided first (409). Either way the request and the list reload.
 */
export interface RefundDecisionProps {
  refund: ConsoleRefund
  scope: RefundScope
  /** the request changed: the list reloads */
  onChanged: () => void
  /** the request itself reloads */
  reload: () => void
}

export function useRefundDecision({ refund: r, scope, onChanged, reload }: RefundDecisionProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const notify = useToast()
  const [busy, setBusy] = useState(false)
  const [rejecting, setRejecting] = useState(false)
  const [conflict, setConflict] = useState<string | null>(null)

  const decide = async (decision: AuditDecision, reason = '') => {
    setBusy(true)
    setConflict(null)
    try {
      const updated = await auditRefund(scope, r.id, decision, reason)
      showDecided(queryClient, updated)
      setRejecting(false)
      notify(
        t('console:refund_updated', { no: r.orderNo, status: t(refundStatusLabelKey(updated.status)) }),
        'success',
      )
      // the order's amounts and history moved too
      reload()
      onChanged()
    } catch (e) {
      if (!(e instanceof ApiError)) {
        notify(t('console:network_error'), 'error')
      } else if (isConflict(e)) {
        // Someone acted first: say so where the buttons were, and show what is true now.
        setConflict(e.message)
        setRejecting(false)
        notify(e.message, 'error')
        reload()
        onChanged()
      } else if (!isSilent(e)) {
        notify(e.message, 'error')
      }
    } finally {
      setBusy(false)
    }
  }

  return { busy, rejecting, setRejecting, conflict, decide }
}
