/**
 * The shop's reviews for merchant staff (platform staff: every shop): newest first, optionally only
 * those still waiting for an answer, each with its stars, text, photos and order number, and a reply box.
 * A new reply replaces the previous one (product rules 1: merchants reply to reviews).
 */
import { REVIEW_REPLY_MAX } from '@siam/contracts/review-limits'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useMemo, useState } from 'react'
import { ApiError } from '../../shared/api/client'
import type { Staff } from '../../shared/api/staff'
import { dateTime } from '../../shared/format'
import { LoadMore, nextPageNo } from '../../shared/ui/listParts'
import { useToast } from '../../shared/ui/Toast'
import { type ConsoleReview, type ReviewsApi, reviewsApi } from './api'
import { useReviewT } from './i18n'
import './reviews.css'

export const REVIEW_PAGE_SIZE = 20

export function ReviewsPanel({ staff, api = reviewsApi }: { staff: Staff; api?: ReviewsApi }) {
  const { t, locale } = useReviewT()
  const [unreplied, setUnreplied] = useState(false)
  const [shopId, setShopId] = useState<string>('')
  const shopSelect = useId()

  const list = useInfiniteQuery({
    queryKey: ['console', 'reviews', unreplied, shopId],
    queryFn: ({ pageParam, signal }) =>
      api.list(
        { pageNo: pageParam, pageSize: REVIEW_PAGE_SIZE, unreplied, ...(shopId ? { shopId } : {}) },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  })
  const records = useMemo(() => list.data?.pages.flatMap((p) => p.records) ?? [], [list.data])

  return (
    <div className="reviews-panel">
      <div className="reviews-filters">
        <label className="reviews-check">
          <input
            type="checkbox"
            checked={unreplied}
            onChange={(e) => setUnreplied(e.currentTarget.checked)}
          />{' '}
          {t('review:console_unreplied_only')}
        </label>
        {(staff.role === 'platform' || staff.shops.length > 1) && staff.shops.length > 0 && (
          <label htmlFor={shopSelect} className="reviews-shop">
            {t('review:console_shop')}{' '}
            <select id={shopSelect} value={shopId} onChange={(e) => setShopId(e.currentTarget.value)}>
              <option value="">{t('review:console_all_shops')}</option>
              {staff.shops.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {list.isPending ? (
        <p className="muted">{t('review:loading')}</p>
      ) : list.isError ? (
        <div role="alert" className="reviews-error">
          <p>{list.error instanceof ApiError ? list.error.message : t('review:console_load_failed')}</p>
          <button type="button" className="btn btn-small" onClick={() => void list.refetch()}>
            {t('review:retry')}
          </button>
        </div>
      ) : records.length === 0 ? (
        <p className="muted">{unreplied ? t('review:console_none_waiting') : t('review:console_empty')}</p>
      ) : (
        <ul className="reviews-list">
          {records.map((r) => (
            <ReviewCard
              key={r.id}
              review={r}
              locale={locale}
              api={api}
              showShop={staff.role === 'platform' || staff.shops.length > 1}
            />
          ))}
        </ul>
      )}
      <LoadMore query={list} label={t('review:load_more')} />
    </div>
  )
}

function ReviewCard({
  review,
  locale,
  api,
  showShop,
}: {
  review: ConsoleReview
  locale: string
  api: ReviewsApi
  showShop: boolean
}) {
  const { t } = useReviewT()
  const notify = useToast()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(review.reply === null)
  const [text, setText] = useState(review.reply ?? '')
  const [error, setError] = useState<string | null>(null)
  const boxId = useId()

  const send = useMutation({
    mutationFn: () => api.reply(review.id, text.trim()),
    onSuccess: () => {
      notify(t('review:console_replied'), 'success')
      setEditing(false)
      setError(null)
      void queryClient.invalidateQueries({ queryKey: ['console', 'reviews'] })
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : t('review:console_load_failed')),
  })

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (text.trim() === '') return setError(t('review:console_reply_required'))
    send.mutate()
  }

  return (
    <li className="review-card">
      <div className="review-card-head">
        <span className="review-stars" role="img" aria-label={t('review:stars', { count: review.level })}>
          {'★'.repeat(review.level)}
          <span className="review-stars-off">{'★'.repeat(5 - review.level)}</span>
        </span>
        <span className="review-card-who">{review.memberName}</span>
        {showShop && <span className="muted">{review.shopName}</span>}
        <span className="muted">
          {t('review:order_no')} <bdi>{review.orderNo}</bdi>
        </span>
        <time className="muted" dateTime={review.createdAt}>
          {dateTime(review.createdAt, locale)}
        </time>
      </div>
      {review.content && <p className="review-card-text">{review.content}</p>}
      {review.images.length > 0 && (
        <ul className="review-card-photos">
          {review.images.map((url, i) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                aria-label={t('review:open_photo', { n: i + 1, total: review.images.length })}
              >
                <img src={url} alt="" width={64} height={64} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {!editing && review.reply !== null ? (
        <div className="review-card-reply">
          <p className="review-card-reply-title">{t('review:merchant_reply')}</p>
          <p>{review.reply}</p>
          <button type="button" className="btn btn-small" onClick={() => setEditing(true)}>
            {t('review:console_edit_reply')}
          </button>
        </div>
      ) : (
        <form className="review-card-form" onSubmit={onSubmit} noValidate>
          <label htmlFor={boxId} className="visually-hidden">
            {t('review:console_reply_label')}
          </label>
          <textarea
            id={boxId}
            rows={2}
            maxLength={REVIEW_REPLY_MAX}
            value={text}
            placeholder={t('review:console_reply_placeholder')}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          {error && (
            <p role="alert" className="review-card-error">
              {error}
            </p>
          )}
          <div className="form-buttons">
            <button type="submit" className="btn btn-primary btn-small" disabled={send.isPending}>
              {t('review:console_send_reply')}
            </button>
            {review.reply !== null && (
              <button
                type="button"
                className="btn btn-small"
                onClick={() => {
                  setEditing(false)
                  setText(review.reply ?? '')
                  setError(null)
                }}
              >
                {t('review:console_cancel')}
              </button>
            )}
          </div>
        </form>
      )}
    </li>
  )
}
