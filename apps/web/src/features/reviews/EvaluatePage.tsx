/**
 * `#/pages/order/evaluate/evaluate?id=<orderId>`: rate the merchant of a completed order (product rules
 * 4.5): 1-5 stars, up to 140 characters, up to 9 photos taken or chosen on the phone. Once reviewed, the
 * page shows the review (and the merchant's reply); an order that cannot be reviewed says why.
 */

import type { ReviewState } from '@siam/contracts'
import { reviewApi } from '@siam/contracts/descriptors'
import { REVIEW_CONTENT_MAX, REVIEW_IMAGES_MAX } from '@siam/contracts/review-limits'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { call } from '../../shared/api'
import { formatDateTime, isolate } from '../../shared/format'
import { PhotoPicker } from '../../shared/photos/PhotoPicker'
import { invalidate } from '../../shared/queries/invalidate'
import { ReviewItem } from '../../shared/reviews/ReviewItem'
import { StarInput } from '../../shared/reviews/Stars'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { PageHeader } from '../../shared/ui/PageHeader'
import { MemberGate, QueryError } from '../../shared/ui/PageStates'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { Thumb } from '../../shared/ui/Thumb'
import { toast } from '../../shared/ui/toast'
import { ZhName } from '../../shared/ui/ZhName'
import '../../shared/reviews/reviews.css'
import { reviewQueries } from './queries'

export function Component() {
  const { t } = useTranslation(['review', 'common'])
  const [params] = useSearchParams()
  const orderId = params.get('id') ?? ''
  return (
    <main className="page evaluate-page">
      <PageHeader title={t('review:evaluate_title')} />
      <MemberGate
        title={t('review:login_to_review')}
        button={t('review:log_in')}
        loading={<SkeletonCards count={2} />}
      >
        <Evaluate orderId={orderId} />
      </MemberGate>
    </main>
  )
}

function Evaluate({ orderId }: { orderId: string }) {
  const state = useQuery({
    ...reviewQueries.state(orderId),
    enabled: orderId !== '',
    staleTime: 0,
  })
  if (orderId === '') return <ErrorState page />
  if (state.isPending) return <SkeletonCards count={2} />
  if (state.isError || !state.data) return <QueryError page query={state} />
  return <EvaluateView state={state.data} />
}

function ShopCard({ state }: { state: ReviewState }) {
  const { t } = useTranslation('review')
  return (
    <section className="evaluate-shop">
      <Thumb image={state.shopImage} size={48} className="evaluate-shop-image" />
      <div>
        <p className="evaluate-shop-name">{state.shopName}</p>
        <ZhName name={state.shopName} nameZh={state.shopNameZh} as="p" />
        <p className="evaluate-order-no">
          {t('review:order_no')} <bdi>{state.orderNo}</bdi>
        </p>
      </div>
    </section>
  )
}

function EvaluateView({ state }: { state: ReviewState }) {
  const { t } = useTranslation(['review', 'common'])
  if (state.review) {
    return (
      <div className="page-body evaluate-done">
        <ShopCard state={state} />
        <h2 className="section-title">{t('review:already_reviewed')}</h2>
        <ReviewItem review={state.review} as="div" />
        <Link className="btn btn-outline btn-block" to={paths.shopDetail(state.shopId, { tab: 'reviews' })}>
          {t('review:see_shop_reviews')}
        </Link>
      </div>
    )
  }
  if (!state.reviewable) {
    const closed = state.deadlineAt !== null
    return (
      <div className="page-body">
        <ShopCard state={state} />
        <EmptyState
          title={closed ? t('review:window_closed') : t('review:not_completed')}
          action={
            <Link className="btn btn-outline" to={paths.orderDetail(state.orderId)}>
              {t('review:back_to_order')}
            </Link>
          }
        />
      </div>
    )
  }
  return <ReviewForm state={state} />
}

function ReviewForm({ state }: { state: ReviewState }) {
  const { t } = useTranslation(['review', 'common'])
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [level, setLevel] = useState(0)
  const [content, setContent] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const ids = { rating: useId(), content: useId(), counter: useId(), photos: useId() }

  const submit = useMutation({
    mutationFn: () =>
      call(reviewApi.insert, { orderId: state.orderId, level, content: content.trim(), images }),
    onSuccess: () => {
      toast.show(t('review:submitted'))
      invalidate.review(queryClient, state.orderId, state.shopId)
      navigate(paths.orderDetail(state.orderId), { replace: true })
    },
  })

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (level < 1) return setProblem(t('review:choose_rating'))
    if (uploading) return setProblem(t('review:wait_uploads'))
    setProblem(null)
    submit.mutate()
  }

  // UTF-16 units, as maxLength and the server count them
  const length = content.length
  return (
    <form className="page-body evaluate-form" onSubmit={onSubmit} noValidate>
      <ShopCard state={state} />
      {state.deadlineAt && (
        <p className="field-hint">
          {t('review:review_until', { date: isolate(formatDateTime(state.deadlineAt)) })}
        </p>
      )}
      <section className="evaluate-section">
        <h2 className="section-title" id={ids.rating}>
          {t('review:rating_label')}
        </h2>
        <StarInput
          name="review-level"
          value={level}
          onChange={(n) => {
            setLevel(n)
            setProblem(null)
          }}
          labelledBy={ids.rating}
        />
      </section>
      <section className="evaluate-section">
        <label className="section-title" htmlFor={ids.content}>
          {t('review:content_label')}
        </label>
        <textarea
          id={ids.content}
          className="input evaluate-text"
          rows={4}
          maxLength={REVIEW_CONTENT_MAX}
          value={content}
          placeholder={t('review:content_placeholder')}
          aria-describedby={ids.counter}
          onChange={(e) => setContent(e.currentTarget.value.slice(0, REVIEW_CONTENT_MAX))}
        />
        <p className="evaluate-counter" id={ids.counter}>
          <bdi>
            {length}/{REVIEW_CONTENT_MAX}
          </bdi>
        </p>
      </section>
      <section className="evaluate-section">
        <h2 className="section-title" id={ids.photos}>
          {t('review:photos_label')}
        </h2>
        <PhotoPicker
          value={images}
          onChange={setImages}
          max={REVIEW_IMAGES_MAX}
          onBusyChange={setUploading}
          label={t('review:photos_label')}
        />
      </section>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="bottom-bar evaluate-bar">
        <button type="submit" className="btn btn-primary btn-block" disabled={submit.isPending}>
          {submit.isPending ? t('review:submitting') : t('review:submit')}
        </button>
      </div>
    </form>
  )
}
