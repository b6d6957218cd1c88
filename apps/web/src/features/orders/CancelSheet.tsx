/**
 * Cancelling an order with a reason (product rules 2.3, 4.4): an unpaid order (1 -> 10, cancelOrder), or
 * a paid one within the quick-cancel minute (2 -> 11 through quickCancel, everything paid goes back).
 * Both offer the specification's reasons 1-8 and need one; the server decides whether the minute is open.
 */

import type { OrderDetail } from '@siam/contracts'
import { aftersaleApi, orderApi } from '@siam/contracts/descriptors'
import { QUICK_CANCEL_REASON_CODES } from '@siam/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, call } from '../../shared/api'
import { yuanText } from '../../shared/money'
import { Sheet } from '../../shared/ui/Sheet'
import { toast } from '../../shared/ui/toast'
import '../../shared/orders/orderActions.css'
import { ReasonList } from '../../shared/orders/refundParts'

export type CancelMode = 'cancel' | 'quick_cancel'

export function CancelSheet({
  order,
  mode,
  onClose,
  onDone,
  onFailed,
}: {
  order: OrderDetail
  /** null: closed */
  mode: CancelMode | null
  onClose: () => void
  onDone: (next: OrderDetail) => void
  /** the call was refused (the minute passed, the order moved on): the page refreshes */
  onFailed: () => void
}) {
  const { t } = useTranslation(['aftersale', 'order', 'status', 'common'])
  const [reason, setReason] = useState<number | null>(null)
  const [error, setError] = useState(false)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    if (busy) return
    if (reason === null) {
      setError(true)
      return
    }
    setBusy(true)
    try {
      const next =
        mode === 'quick_cancel'
          ? await call(aftersaleApi.quickCancel, { id: order.id, reason })
          : await call(orderApi.cancel, { id: order.id, reason })
      onDone(next)
      toast.show(mode === 'quick_cancel' ? t('aftersale:quick_cancelled_toast') : t('order:cancelled_toast'))
      onClose()
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      // call() has shown why (in the member's language).
      onFailed()
      onClose()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Sheet
      open={mode !== null}
      onClose={onClose}
      title={mode === 'quick_cancel' ? t('aftersale:quick_cancel_title') : t('order:cancel_title')}
      footer={
        <div className="cancel-sheet-buttons">
          <button type="button" className="btn btn-plain" disabled={busy} onClick={onClose}>
            {t('order:keep_order')}
          </button>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void confirm()}>
            {t('order:cancel_order')}
          </button>
        </div>
      }
    >
      <p className="field-hint cancel-sheet-hint">
        {mode === 'quick_cancel'
          ? t('aftersale:quick_cancel_hint', { amount: yuanText(order.paidFen) })
          : t('order:cancel_confirm')}
      </p>
      <p className="field-label">{t('aftersale:cancel_reason_title')}</p>
      <ReasonList
        codes={QUICK_CANCEL_REASON_CODES}
        value={reason}
        label={t('aftersale:cancel_reason_title')}
        onPick={(code) => {
          setReason(code)
          setError(false)
        }}
      />
      {error && (
        <p className="field-error" role="alert">
          {t('aftersale:reason_required')}
        </p>
      )}
    </Sheet>
  )
}
