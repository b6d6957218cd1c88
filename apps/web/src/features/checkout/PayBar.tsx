import type { OrderQuote } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { yuanText } from '../../shared/money'
import { Price } from '../../shared/ui/Price'
import { missingForMinimum } from './OrderLinesSection'

/** The bottom bar: the total, what was saved, and the button whose label says what stands in the way. */
export function PayBar({
  quote,
  disabled,
  busy,
  submitting,
  onPay,
}: {
  quote: OrderQuote | undefined
  disabled: boolean
  busy: boolean
  submitting: boolean
  onPay: () => void
}) {
  const { t } = useTranslation('order')
  const saved = quote ? quote.fullReductionFen + quote.couponFen : 0
  return (
    <div className="bottom-bar pay-bar">
      <div className="pay-bar-total">
        {quote && (
          <>
            <span className="pay-bar-label">{t('order:total')}</span>
            <Price fen={quote.totalFen} className="price-big" />
            {saved > 0 && (
              <span className="pay-bar-saved">{t('order:saved', { amount: yuanText(saved) })}</span>
            )}
          </>
        )}
      </div>
      <button
        type="button"
        className="btn btn-primary pay-bar-button"
        disabled={disabled}
        aria-busy={busy}
        onClick={onPay}
      >
        {submitting ? t('order:placing') : <PayLabel quote={quote} />}
      </button>
    </div>
  )
}

function PayLabel({ quote }: { quote: OrderQuote | undefined }) {
  const { t } = useTranslation('order')
  if (!quote) return t('order:pricing')
  const { blockers } = quote
  const below = missingForMinimum(quote)
  if (blockers.includes('SHOP_RESTING')) return t('order:shop_resting_short')
  if (blockers.includes('ADDRESS_REQUIRED')) return t('order:add_address')
  if (blockers.includes('OUT_OF_RANGE')) return t('order:out_of_range_short')
  if (below > 0) return t('order:still_missing', { amount: yuanText(below) })
  return t('order:pay_amount', { amount: yuanText(quote.totalFen) })
}
