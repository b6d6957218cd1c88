import { useTranslation } from 'react-i18next'
import { dateTime, money } from '../../shared/format'
import { refundStatusLabelKey } from './audit'
import type { ConsoleRefund } from './refundQueries'

/** One request in the desk's list: order number, status, when, shop, reason and amount; pressed when open. */
export function RefundRow({
  refund: r,
  locale,
  showShop,
  selected,
  onSelect,
}: {
  refund: ConsoleRefund
  locale: string
  showShop: boolean
  selected: boolean
  onSelect: () => void
}) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      className={selected ? 'refund-row selected' : 'refund-row'}
      aria-pressed={selected}
      onClick={onSelect}
    >
      <span className="refund-row-head">
        <bdi className="refund-row-no">#{r.orderNo}</bdi>
        <span className={`badge badge-refund badge-refund-${r.status}`}>
          {t(refundStatusLabelKey(r.status))}
        </span>
      </span>
      <span className="refund-row-meta muted">
        <time dateTime={r.createdAt}>{dateTime(r.createdAt, locale)}</time>
        {showShop && (
          <>
            {' · '}
            <span lang="zh-Hans">{r.shopName}</span>
          </>
        )}
        {' · '}
        {r.kind === 'out_of_stock'
          ? t('console:refund_kind_out_of_stock')
          : (r.reasonText ?? t('console:refund_kind_member'))}
      </span>
      <bdi className="refund-row-amount">{money(r.amountFen)}</bdi>
    </button>
  )
}
