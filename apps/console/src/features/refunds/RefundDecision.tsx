/** The decision part of a refund request: approve, or reject with a reason; a conflict shows in their place. */
import { useTranslation } from 'react-i18next'
import { money } from '../../shared/format'
import { ReasonForm } from '../../shared/ui/ReasonForm'
import { validateAuditReason } from './audit'
import { type RefundDecisionProps, useRefundDecision } from './useRefundDecision'

export function RefundDecision(props: RefundDecisionProps) {
  const { t } = useTranslation()
  const { refund: r } = props
  const { busy, rejecting, setRejecting, conflict, decide } = useRefundDecision(props)
  return (
    <>
      {conflict && (
        <p className="refund-conflict" role="alert">
          {conflict}
        </p>
      )}
      {r.actions.length > 0 && !rejecting && (
        <div className="order-actions">
          {r.actions.includes('approve') && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void decide('approve')}
            >
              {t('console:refund_approve', { amount: money(r.amountFen) })}
            </button>
          )}
          {r.actions.includes('reject') && (
            <button
              type="button"
              className="btn btn-danger-outline"
              disabled={busy}
              onClick={() => setRejecting(true)}
            >
              {t('console:refund_reject')}
            </button>
          )}
        </div>
      )}
      {rejecting && (
        <ReasonForm
          label={t('console:refund_reject')}
          reasonLabel={t('console:refund_reject_reason')}
          submitLabel={t('console:refund_confirm_reject')}
          validate={validateAuditReason}
          busy={busy}
          onCancel={() => setRejecting(false)}
          onSubmit={(reason) => void decide('reject', reason)}
        />
      )}
    </>
  )
}
