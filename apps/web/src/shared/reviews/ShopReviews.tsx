/**
 * The shop page's review tab (loaded on demand, never in the first bundle): the average and count, then
 * the reviews newest first, ten at a time, with photos and the merchant's replies.
 */

import type { ShopDetail } from '@siam/contracts'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { decimal } from '../money'
import { EmptyState } from '../ui/EmptyState'
import { ErrorState } from '../ui/ErrorState'
import { SkeletonCards } from '../ui/Skeleton'
import { reviewQueries } from './queries'
import { ReviewItem } from './ReviewItem'
import { Stars } from './Stars'
import './reviews.css'

export default function ShopReviews({ shop }: { shop: Pick<ShopDetail, 'id' | 'rating' | 'reviewCount'> }) {
  const { t } = useTranslation(['review', 'shop'])
  const query = useInfiniteQuery(reviewQueries.shop(shop.id))

  const first = query.data?.pages[0]
  const total = first?.total ?? shop.reviewCount
  const average = first ? first.average : total > 0 ? shop.rating : null
  const records = query.data?.pages.flatMap((p) => p.records) ?? []

  return (
    <section className="shop-reviews" aria-labelledby="shop-reviews-title">
      <div className="review-summary">
        <h2 id="shop-reviews-title" className="section-title">
          {t('shop:reviews_title', { n: total })}
        </h2>
        {average !== null && total > 0 && (
          <p className="review-average">
            <bdi className="review-average-number">{decimal(average)}</bdi>
            <Stars level={average} size={16} />
          </p>
        )}
      </div>
      {query.isPending ? (
        <SkeletonCards count={2} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : records.length === 0 ? (
        <EmptyState title={t('shop:no_reviews')} />
      ) : (
        <>
          <ul className="review-list">
            {records.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </ul>
          {query.hasNextPage && (
            <button
              type="button"
              className="btn btn-outline btn-block review-more"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? t('review:loading') : t('review:load_more')}
            </button>
          )}
        </>
      )}
    </section>
  )
}
