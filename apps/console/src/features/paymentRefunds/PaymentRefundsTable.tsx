import { useTranslation } from 'react-i18next'
import { dateTime, money } from '../../shared/format'
import type { PaymentRefundRow } from './paymentRefundQueries'

/** The payment refunds as a table: when, order, method, amount, status, attempts, the provider's last error, retry. */
export function PaymentRefundsTable({
  rows,
  busy,
  onRetry,
}: {
  rows: readonly PaymentRefundRow[]
  /** a retry is under way: every retry button waits */
  busy: boolean
  onRetry: (row: PaymentRefundRow) => void
}) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language || 'en'
  return (
    <div className="table-wrap">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('console:payment_refund_created')}</th>
            <th scope="col">{t('console:payment_refund_order')}</th>
            <th scope="col">{t('console:payment_refund_method')}</th>
            <th scope="col">{t('console:refund_amount')}</th>
            <th scope="col">{t('console:refund_status')}</th>
            <th scope="col">{t('console:payment_refund_attempts')}</th>
            <th scope="col">{t('console:payment_refund_error')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('console:payment_refund_retry')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <time dateTime={row.createdAt}>{dateTime(row.createdAt, locale)}</time>
              </td>
              <td>
                <bdi>{row.orderNo ? `#${row.orderNo}` : '—'}</bdi>
              </td>
              <td>{t(`console:pay_type_${row.payType}`, { defaultValue: row.payType })}</td>
              <td className="num">
                <bdi>{money(row.amountFen)}</bdi>
              </td>
              <td>
                <span className={`badge badge-payment-refund-${row.status}`}>
                  {t(`console:payment_refund_${row.status}`)}
                </span>
              </td>
              <td className="num">{row.attempts}</td>
              <td className="error-cell" dir="auto">
                {row.lastError ?? '—'}
              </td>
              <td>
                {row.status !== 'succeeded' && (
                  <button
                    type="button"
                    className="btn btn-small btn-primary"
                    disabled={busy}
                    aria-label={t('console:payment_refund_retry_for', { no: row.orderNo ?? row.id })}
                    onClick={() => onRetry(row)}
                  >
                    {t('console:payment_refund_retry')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
