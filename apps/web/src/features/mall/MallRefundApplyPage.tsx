/**
 * `#/pages/internal/mall/order/refund/apply/apply?id=`: after-sale for a shipped order (within 20 days
 * of shipping): refund only, or return and refund, with a reason; the platform reviews it.
 */
import { mallApi } from '@siam/contracts/descriptors'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { call } from '../../shared/api'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { invalidateMall } from './queries'
import './mall.css'

export function Component() {
  const { t } = useTranslation('mall')
  return <MemberOnly title={t('after_sale')}>{() => <Apply />}</MemberOnly>
}

function Apply() {
  const { t } = useTranslation('mall')
  const id = useSearchParams()[0].get('id') ?? ''
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [kind, setKind] = useState<'refund' | 'return_refund'>('refund')
  const [reason, setReason] = useState('')
  const apply = useMutation({
    mutationFn: () => call(mallApi.applyRefund, { id, kind, reason: reason.trim() }),
    onSuccess: () => {
      invalidateMall.order(queryClient, id)
      navigate(paths.mallRefundProgress(id), { replace: true })
    },
  })
  return (
    <form
      className="page-body mall-section"
      onSubmit={(e) => {
        e.preventDefault()
        apply.mutate()
      }}
    >
      <fieldset className="mall-field">
        <legend>{t('refund_kind')}</legend>
        {(['refund', 'return_refund'] as const).map((k) => (
          <label key={k}>
            <input type="radio" name="kind" checked={kind === k} onChange={() => setKind(k)} />{' '}
            {t(`kind_${k}`)}
          </label>
        ))}
      </fieldset>
      <label className="mall-field">
        <span>{t('refund_reason')}</span>
        <textarea value={reason} maxLength={200} rows={4} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" className="btn btn-accent btn-block" disabled={!reason.trim() || apply.isPending}>
        {t('submit')}
      </button>
    </form>
  )
}
