/**
 * Platform staff: reward withdrawals (product rules 9). Those waiting for review are approved with the
 * payout reference once the money was sent, or rejected with a reason (the money goes back to the
 * member's reward wallet, once). A decision that lost a race answers 409: the message shows, the list
 * reloads.
 */

import { callKey } from '@siam/api-client'
import type { Withdrawal } from '@siam/contracts'
import { withdrawApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, call } from '../../shared/api/client'
import { dateTime, money } from '../../shared/format'
import { FormButtons } from '../../shared/ui/FormButtons'
import { LoadError } from '../../shared/ui/listParts'
import { ReasonForm } from '../../shared/ui/ReasonForm'
import { useToast } from '../../shared/ui/Toast'

const STATUSES = ['reviewing', 'approved', 'rejected'] as const
type Status = (typeof STATUSES)[number]

export function Component() {
  const { t, i18n } = useTranslation()
  const notify = useToast()
  const [status, setStatus] = useState<Status>('reviewing')
  const [open, setOpen] = useState<{ id: string; decision: 'approve' | 'reject' } | null>(null)
  const [busy, setBusy] = useState(false)
  const list = useQuery({
    queryKey: callKey(withdrawApi.adminWithdrawList, status),
    queryFn: () => call(withdrawApi.adminWithdrawList, { pageNo: 1, pageSize: 100, status }),
    refetchInterval: 15_000,
  })

  const decide = async (
    body:
      | { id: string; decision: 'approve'; payoutReference: string }
      | { id: string; decision: 'reject'; reason: string },
  ) => {
    setBusy(true)
    try {
      await call(withdrawApi.adminWithdrawAudit, body)
      notify(
        t(body.decision === 'approve' ? 'invite:console_approved' : 'invite:console_rejected'),
        'success',
      )
      setOpen(null)
    } catch (e) {
      notify(e instanceof ApiError ? e.message : t('console:network_error'), 'error')
    } finally {
      setBusy(false)
      void list.refetch()
    }
  }

  const rows = list.data?.records ?? []
  const locale = i18n.language || 'en'
  return (
    <div className="refunds-page">
      <div className="board-toolbar">
        <h1 className="page-title">{t('invite:console_nav_withdrawals')}</h1>
        <span className="shop-select">
          <label htmlFor="withdrawal-status">{t('console:refund_status')}</label>
          <select id="withdrawal-status" value={status} onChange={(e) => setStatus(e.target.value as Status)}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`invite:status_${s}`)}
              </option>
            ))}
          </select>
        </span>
        <button type="button" className="btn btn-small sync-status" onClick={() => void list.refetch()}>
          {t('console:refresh')}
        </button>
      </div>
      {list.isPending ? (
        <p className="muted">{t('console:loading')}</p>
      ) : list.isError ? (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p className="muted">{t('invite:console_none')}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('invite:console_created')}</th>
                <th scope="col">{t('invite:console_number')}</th>
                <th scope="col">{t('invite:real_name')}</th>
                <th scope="col">{t('invite:amount')}</th>
                <th scope="col">{t('invite:channel')}</th>
                <th scope="col">{t('invite:account')}</th>
                <th scope="col">{t('console:refund_status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('invite:console_actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((w) => (
                <WithdrawalRow
                  key={w.id}
                  row={w}
                  locale={locale}
                  open={open?.id === w.id ? open.decision : null}
                  busy={busy}
                  onOpen={(decision) => setOpen({ id: w.id, decision })}
                  onCancel={() => setOpen(null)}
                  onDecide={(body) => void decide(body)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

function WithdrawalRow({
  row,
  locale,
  open,
  busy,
  onOpen,
  onCancel,
  onDecide,
}: {
  row: Withdrawal
  locale: string
  open: 'approve' | 'reject' | null
  busy: boolean
  onOpen: (decision: 'approve' | 'reject') => void
  onCancel: () => void
  onDecide: (
    body:
      | { id: string; decision: 'approve'; payoutReference: string }
      | { id: string; decision: 'reject'; reason: string },
  ) => void
}) {
  const { t } = useTranslation()
  const [reference, setReference] = useState('')
  const approve = (e: FormEvent) => {
    e.preventDefault()
    if (reference.trim()) onDecide({ id: row.id, decision: 'approve', payoutReference: reference.trim() })
  }
  return (
    <>
      <tr data-testid="withdrawal-review-row">
        <td>{dateTime(row.createdAt, locale)}</td>
        <td>{row.withdrawalNo}</td>
        <td>{row.realName}</td>
        <td>{money(row.amountFen)}</td>
        <td>{t(`invite:channel_${row.channel}`)}</td>
        <td>{row.account}</td>
        <td>
          {t(`invite:status_${row.status}`)}
          {row.payoutReference && <div className="muted">{row.payoutReference}</div>}
          {row.rejectReason && <div className="muted">{row.rejectReason}</div>}
        </td>
        <td>
          {row.status === 'reviewing' && open === null && (
            <span className="row-actions">
              <button type="button" className="btn btn-small btn-primary" onClick={() => onOpen('approve')}>
                {t('invite:console_approve')}
              </button>
              <button type="button" className="btn btn-small" onClick={() => onOpen('reject')}>
                {t('invite:console_reject')}
              </button>
            </span>
          )}
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={8}>
            {open === 'approve' ? (
              <form className="inline-form" onSubmit={approve} aria-label={t('invite:console_approve')}>
                <label>
                  {t('invite:payout_reference')}
                  <input
                    value={reference}
                    maxLength={100}
                    onChange={(e) => setReference(e.target.value)}
                    required
                  />
                </label>
                <FormButtons submitLabel={t('invite:console_approve')} busy={busy} onCancel={onCancel} />
              </form>
            ) : (
              <ReasonForm
                label={t('invite:console_reject')}
                reasonLabel={t('invite:reject_reason')}
                submitLabel={t('invite:console_reject')}
                validate={(reason) => (reason.trim() ? null : 'invite:console_reason_required')}
                warning={t('invite:console_reject_warning')}
                busy={busy}
                onSubmit={(reason) => onDecide({ id: row.id, decision: 'reject', reason })}
                onCancel={onCancel}
              />
            )}
          </td>
        </tr>
      )}
    </>
  )
}
