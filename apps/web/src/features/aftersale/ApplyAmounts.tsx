/**
 * The refund amount the server previews for the choice: the breakdown (greyed while it catches up or
 * after a failure, with a retry), and the bottom bar with the total and the submit button.
 */

import type { RefundPreview } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../shared/api'
import { AmountRow } from '../../shared/ui/orderParts'
import { Price } from '../../shared/ui/Price'
import { Spinner } from '../../shared/ui/Spinner'
import type { RefundChoice } from './useRefundChoice'

export function ApplyAmounts({ choice }: { choice: RefundChoice }) {
  const { t } = useTranslation(['aftersale', 'common'])
  const { preview, items, settled, shown } = choice
  return (
    <section className="section" aria-label={t('aftersale:refund_amount')} aria-live="polite">
      <RefundAmounts preview={shown} loading={items.length > 0 && !settled} failed={preview.isError} />
      {preview.isError && items.length > 0 && (
        <p className="field-error">
          {preview.error instanceof ApiError ? preview.error.message : t('aftersale:preview_failed')}{' '}
          <button type="button" className="link-button" onClick={() => void preview.refetch()}>
            {t('common:retry')}
          </button>
        </p>
      )}
      <p className="field-hint refund-rules">{t('aftersale:refund_rules')}</p>
    </section>
  )
}

export function ApplyBar({
  choice,
  sending,
  uploading,
}: {
  choice: RefundChoice
  sending: boolean
  uploading: boolean
}) {
  const { t } = useTranslation(['aftersale'])
  const { items, settled, shown } = choice
  return (
    <div className="bottom-bar pay-bar">
      <div className="pay-bar-total">
        <span className="pay-bar-label">{t('aftersale:refund_amount')}</span>
        {shown && settled ? (
          <Price fen={shown.totalFen} className="refund-total" />
        ) : (
          <span className="pay-bar-label">
            {items.length === 0 ? t('aftersale:choose_items_hint') : t('aftersale:calculating')}
          </span>
        )}
      </div>
      <button
        type="submit"
        className="btn btn-primary pay-bar-button"
        disabled={sending || uploading || (items.length > 0 && !settled)}
      >
        {sending ? t('aftersale:submitting') : t('aftersale:submit')}
      </button>
    </div>
  )
}

function RefundAmounts({
  preview,
  loading,
  failed,
}: {
  preview: RefundPreview | undefined
  loading: boolean
  failed: boolean
}) {
  const { t } = useTranslation(['aftersale'])
  if (!preview) {
    return <p className="field-hint">{t('aftersale:choose_items_hint')}</p>
  }
  const gross = preview.lines.reduce((n, l) => n + l.grossFen, 0)
  const discount = preview.lines.reduce((n, l) => n + l.discountFen, 0)
  return (
    <div className={loading || failed ? 'refund-amounts stale' : 'refund-amounts'}>
      <dl className="amounts">
        <AmountRow label={t('aftersale:amount_items')} fen={gross} />
        {discount > 0 && <AmountRow label={t('aftersale:amount_discounts')} fen={discount} minus />}
        {preview.deliveryFeeFen > 0 && (
          <AmountRow label={t('aftersale:amount_delivery_fee')} fen={preview.deliveryFeeFen} />
        )}
        <AmountRow label={t('aftersale:refund_amount')} fen={preview.totalFen} total />
        {preview.toBalanceFen > 0 && (
          <AmountRow label={t('aftersale:amount_to_balance')} fen={preview.toBalanceFen} />
        )}
        {preview.totalFen - preview.toBalanceFen > 0 && preview.toBalanceFen > 0 && (
          <AmountRow
            label={t('aftersale:amount_to_original')}
            fen={preview.totalFen - preview.toBalanceFen}
          />
        )}
      </dl>
      {loading && <Spinner inline label={t('aftersale:calculating')} />}
    </div>
  )
}
