/**
 * The shop's reviews for merchant staff (platform staff: every shop): newest first, optionally only
 * those still waiting for an answer, each with its stars, text, photos and order number, and a reply box.
 * A new reply replaces the previous one (product rules 1: merchants reply to reviews).
 */
import { useInfiniteQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { ApiError } from '../../shared/api/client'
import type { Staff } from '../../shared/api/staff'
import { LoadMore } from '../../shared/ui/listParts'
import { useReviewT } from './i18n'
import { ReviewCard } from './ReviewCard'
import { reviewQueries } from './reviewQueries'
import './reviews.css'

export function ReviewsPanel({ staff }: { staff: Staff }) {
  const { t, locale } = useReviewT()
  const [unreplied, setUnreplied] = useState(false)
  const [shopId, setShopId] = useState<string>('')
  const [rating, setRating] = useState<number | undefined>()
  const shopSelect = useId()
  const ratingSelect = useId()

  const list = useInfiniteQuery(reviewQueries.list(unreplied, shopId, rating))
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
        <label htmlFor={ratingSelect} className="reviews-shop">
          {t('review:console_rating')}{' '}
          <select
            id={ratingSelect}
            value={rating ?? ''}
            onChange={(e) => setRating(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)}
          >
            <option value="">{t('review:console_all_ratings')}</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {t('review:console_rating_value', { n })}
              </option>
            ))}
          </select>
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
              showShop={staff.role === 'platform' || staff.shops.length > 1}
            />
          ))}
        </ul>
      )}
      <LoadMore query={list} label={t('review:load_more')} />
    </div>
  )
}
