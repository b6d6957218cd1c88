/**
 * Platform staff: payment refunds the provider has not completed (failed, or pending too long), with the
 * provider's last answer and the number of attempts, and a retry that sends the same refund reference
 * again (idempotent at the provider). A retry that lost a race (another retry, a late notification)
 * answers 409: the message is shown and the list reloads.
 */
import { aftersaleConsoleApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, call } from '../../shared/api/client'
import { LoadError } from '../../shared/ui/listParts'
import { useToast } from '../../shared/ui/Toast'
import { PaymentRefundsTable } from './PaymentRefundsTable'
import { type PaymentRefundRow, paymentRefundQueries } from './paymentRefundQueries'
import './paymentRefunds.css'

const STATUS_FILTERS = {
  open: ['failed', 'pending'],
  failed: ['failed'],
  pending: ['pending'],
  succeeded: ['succeeded'],
} as const satisfies Record<string, readonly PaymentRefundRow['status'][]>
type FilterId = keyof typeof STATUS_FILTERS

const isFilterId = (id: string): id is FilterId => Object.keys(STATUS_FILTERS).includes(id)
/** The filters in menu order. */
const FILTER_IDS: readonly FilterId[] = Object.keys(STATUS_FILTERS).filter(isFilterId)

export function FailedRefundsPage() {
  const { t } = useTranslation()
  const notify = useToast()
  const [filter, setFilter] = useState<FilterId>('open')
  const [busyId, setBusyId] = useState<string | null>(null)
  const filterId = useId()

  const list = useQuery({
    ...paymentRefundQueries.list(filter, STATUS_FILTERS[filter]),
    refetchInterval: 15_000,
  })

  const retry = async (row: PaymentRefundRow) => {
    setBusyId(row.id)
    try {
      const next = await call(aftersaleConsoleApi.retryPaymentRefund, { id: row.id })
      notify(
        t('console:payment_refund_retried', { status: t(`console:payment_refund_${next.status}`) }),
        'success',
      )
    } catch (e) {
      notify(e instanceof ApiError ? e.message : t('console:network_error'), 'error')
    } finally {
      setBusyId(null)
      void list.refetch()
    }
  }

  const rows = list.data?.records ?? []
  return (
    <div className="refunds-page">
      <div className="board-toolbar">
        <h1 className="page-title">{t('console:nav_payment_refunds')}</h1>
        <span className="shop-select">
          <label htmlFor={filterId}>{t('console:refund_status')}</label>
          <select
            id={filterId}
            value={filter}
            onChange={(e) => {
              if (isFilterId(e.target.value)) setFilter(e.target.value)
            }}
          >
            {FILTER_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`console:payment_refund_filter_${id}`)}
              </option>
            ))}
          </select>
        </span>
        <button type="button" className="btn btn-small sync-status" onClick={() => void list.refetch()}>
          {t('console:refresh')}
        </button>
      </div>
      <p className="muted">{t('console:payment_refunds_hint')}</p>
      {list.isPending ? (
        <p className="muted">{t('console:loading')}</p>
      ) : list.isError ? (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p className="muted">{t('console:no_payment_refunds')}</p>
      ) : (
        <PaymentRefundsTable rows={rows} busy={busyId !== null} onRetry={(row) => void retry(row)} />
      )}
    </div>
  )
}

/** The page as a route module (react-router's lazy convention). */
export function Component() {
  return <FailedRefundsPage />
}
