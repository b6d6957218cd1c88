import { callKey } from '@siam/api-client'
import { invalidate } from '../../shared/queries/invalidate'
import { orderQueries } from '../../shared/queries/orderQueries'
/**
 * `#/pages/order/refund/apply/apply?id=`: ask for money back on a paid order. The member picks lines and
 * quantities (never more than the server says may still go back), a reason (9-20), a description of up
 * to 140 characters and up to 9 photos; the server previews the amount (product rules 4.2) as the
 * choice changes, and the request is sent once with an idempotency key (a double tap sends one).
 */

import type { OrderDetail, RefundPreview } from '@siam/contracts'
import { aftersaleApi } from '@siam/contracts/descriptors'
import { AFTER_SALE_REASON_CODES } from '@siam/domain'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { ApiError, call } from '../../shared/api'
import { createKeyKeeper } from '../../shared/idempotency'
// the stepper's look lives in the menu's style sheet (Stepper.tsx brings none of its own)
import { PhotoPicker } from '../../shared/photos/PhotoPicker'
import { EmptyState } from '../../shared/ui/EmptyState'
import { IconChevron } from '../../shared/ui/icons'
import { AmountRow, LineNames } from '../../shared/ui/orderParts'
import { PageHeader } from '../../shared/ui/PageHeader'
import { MemberGate, QueryError } from '../../shared/ui/PageStates'
import { Price } from '../../shared/ui/Price'
import { Sheet } from '../../shared/ui/Sheet'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { Spinner } from '../../shared/ui/Spinner'
import { Stepper } from '../../shared/ui/Stepper'
import { Thumb } from '../../shared/ui/Thumb'
import { toast } from '../../shared/ui/toast'
import './aftersale.css'
import { ReasonList, reasonLabel } from '../../shared/orders/refundParts'
import { useDebounced } from '../../shared/useDebounced'
import {
  type ApplyErrors,
  clampAll,
  clampQuantity,
  type OrderLine,
  PHOTOS_MAX,
  type Quantities,
  refundableLimits,
  sameItems,
  selectAll,
  toItems,
  validateApply,
} from './applyForm'
import { NoteField } from './NoteField'

/** Quantity taps within this time make one preview call. */
export const PREVIEW_DEBOUNCE_MS = 300

export function Component() {
  const { t } = useTranslation(['aftersale', 'order', 'status', 'common'])
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  return (
    <main className="page refund-apply-page">
      <PageHeader title={t('aftersale:apply_title')} />
      <MemberGate title={t('order:login_to_see_orders')} button={t('order:log_in')}>
        <Loader id={id} />
      </MemberGate>
    </main>
  )
}

function Loader({ id }: { id: string }) {
  const order = useQuery({
    ...orderQueries.detail(id),
    enabled: id !== '',
    staleTime: 0,
  })
  if (order.isPending) return <SkeletonCards count={3} />
  if (order.isError || !order.data) return <QueryError page query={order} />
  return <ApplyForm order={order.data} />
}

function ApplyForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['aftersale', 'order', 'status', 'common'])
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const keyFor = useRef(createKeyKeeper()).current
  const [quantities, setQuantities] = useState<Quantities>({})
  const [reason, setReason] = useState<number | null>(null)
  const [reasonOpen, setReasonOpen] = useState(false)
  const [description, setDescription] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [errors, setErrors] = useState<ApplyErrors>({})
  const [sending, setSending] = useState(false)
  /** a photo is still uploading: the request waits for it */
  const [uploading, setUploading] = useState(false)
  const itemsId = useId()

  const items = useMemo(() => toItems(order.lines, quantities), [order.lines, quantities])
  const previewItems = useDebounced(items, PREVIEW_DEBOUNCE_MS)
  const preview = useQuery({
    queryKey: callKey(aftersaleApi.refundPreview, order.id, previewItems),
    queryFn: () =>
      call(aftersaleApi.refundPreview, { orderId: order.id, items: previewItems }, { silent: true }),
    enabled: previewItems.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
  const limits = useMemo(() => refundableLimits(order.lines, preview.data), [order.lines, preview.data])
  // The server may lower a limit meanwhile (another request, an out-of-stock mark): follow it.
  useEffect(() => setQuantities((q) => clampAll(q, limits)), [limits])

  const refundable = order.lines.filter((l) => (limits[l.id] ?? 0) > 0)
  const settled =
    items.length > 0 &&
    preview.isSuccess &&
    !preview.isPlaceholderData &&
    !preview.isFetching &&
    sameItems(items, previewItems)
  const shown: RefundPreview | undefined = items.length > 0 ? preview.data : undefined

  function setQuantity(line: OrderLine, n: number) {
    setQuantities((q) => ({ ...q, [line.id]: clampQuantity(n, limits[line.id] ?? 0) }))
    setErrors((e) => ({ ...e, items: undefined }))
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (sending || uploading) return
    const draft = { items, reason, description: description.trim(), images }
    const found = validateApply(draft)
    setErrors(found)
    if (Object.values(found).some(Boolean) || reason === null) return
    const body = { orderId: order.id, items, reason, description: draft.description, images }
    setSending(true)
    try {
      const result = await call(aftersaleApi.applyRefund, { ...body, idempotencyKey: keyFor(body) })
      queryClient.setQueryData(callKey(aftersaleApi.refundProcess, order.id), result)
      invalidate.order(queryClient, order.id)
      invalidate.orderLists(queryClient)
      toast.show(t('aftersale:submitted_toast'))
      navigate(paths.refundProgress(order.id, { refundId: result.refunds[0]?.id }), { replace: true })
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      // call() has shown the server's message in the member's language; the limits may have moved.
      invalidate.order(queryClient, order.id)
      void preview.refetch()
    } finally {
      setSending(false)
    }
  }

  if (refundable.length === 0 && items.length === 0) {
    return (
      <EmptyState
        title={t('aftersale:nothing_refundable')}
        action={
          <Link className="btn btn-primary" to={paths.orderDetail(order.id)}>
            {t('aftersale:back_to_order')}
          </Link>
        }
      />
    )
  }

  return (
    <form className="refund-apply" onSubmit={(e) => void submit(e)} noValidate>
      <div className="page-body">
        <section className="section" aria-labelledby={itemsId}>
          <div className="refund-section-head">
            <h2 id={itemsId} className="section-title">
              {t('aftersale:choose_items')}
            </h2>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setQuantities(selectAll(limits))
                setErrors((x) => ({ ...x, items: undefined }))
              }}
            >
              {t('aftersale:select_all')}
            </button>
          </div>
          <ul className="refund-pick-lines">
            {order.lines.map((line) => (
              <PickLine
                key={line.id}
                line={line}
                limit={limits[line.id] ?? 0}
                value={quantities[line.id] ?? 0}
                onChange={(n) => setQuantity(line, n)}
              />
            ))}
          </ul>
          {errors.items && (
            <p className="field-error" role="alert">
              {t(errors.items)}
            </p>
          )}
        </section>

        <section className="section">
          <button
            type="button"
            className="refund-reason-row"
            aria-haspopup="dialog"
            onClick={() => setReasonOpen(true)}
          >
            <span className="field-label">{t('aftersale:reason')}</span>
            <span className={reason === null ? 'refund-reason-value placeholder' : 'refund-reason-value'}>
              {reason === null ? t('aftersale:choose_reason') : reasonLabel(t, reason)}
            </span>
            <IconChevron size={16} className="icon-dir" />
          </button>
          {errors.reason && (
            <p className="field-error" role="alert">
              {t(errors.reason)}
            </p>
          )}

          <NoteField
            label={t('aftersale:description')}
            value={description}
            onChange={setDescription}
            placeholder={t('aftersale:description_placeholder')}
          />
          {errors.description && <p className="field-error">{t(errors.description)}</p>}

          <p className="field-label refund-field-label">{t('aftersale:photos')}</p>
          <PhotoPicker
            value={images}
            onChange={setImages}
            max={PHOTOS_MAX}
            label={t('aftersale:photos')}
            onBusyChange={setUploading}
          />
          <p className="field-hint">{t('aftersale:photos_hint')}</p>
        </section>

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
      </div>

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

      <Sheet open={reasonOpen} onClose={() => setReasonOpen(false)} title={t('aftersale:choose_reason')}>
        <ReasonList
          codes={AFTER_SALE_REASON_CODES}
          value={reason}
          label={t('aftersale:reason')}
          onPick={(code) => {
            setReason(code)
            setErrors((x) => ({ ...x, reason: undefined }))
            setReasonOpen(false)
          }}
        />
      </Sheet>
    </form>
  )
}

function PickLine({
  line,
  limit,
  value,
  onChange,
}: {
  line: OrderLine
  limit: number
  value: number
  onChange: (n: number) => void
}) {
  const { t } = useTranslation(['aftersale'])
  return (
    <li className={limit === 0 ? 'refund-pick-line disabled' : 'refund-pick-line'}>
      <Thumb image={line.image} size={48} className="order-line-img" />
      <LineNames name={line.name} nameZh={line.nameZh} optionNames={line.optionNames}>
        <span className="refund-pick-meta">
          <Price fen={line.unitPriceFen} /> <bdi>×{line.quantity}</bdi>
          {' · '}
          {t('aftersale:refundable_up_to', { n: limit })}
          {line.refundedQuantity > 0 && (
            <> · {t('aftersale:already_refunded', { n: line.refundedQuantity })}</>
          )}
        </span>
      </LineNames>
      {limit > 0 && <Stepper value={value} onChange={onChange} name={line.name} min={0} max={limit} />}
    </li>
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
