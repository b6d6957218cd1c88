/** One review: masked name, stars, date, text, photos (tap to preview) and the merchant's reply. */
import type { Review } from '@siam/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../format'
import { imageUrl } from '../image'
import { PhotoViewer } from './PhotoViewer'
import { Stars } from './Stars'

export function ReviewItem({ review, as: Tag = 'li' }: { review: Review; as?: 'li' | 'div' }) {
  const { t } = useTranslation('review')
  const [viewing, setViewing] = useState<number | null>(null)
  const initial = Array.from(review.memberName)[0] ?? '?'
  const avatar = imageUrl(review.memberAvatar)
  return (
    <Tag className="review-item">
      <div className="review-head">
        {avatar ? (
          <img className="review-avatar" src={avatar} alt="" width={36} height={36} loading="lazy" />
        ) : (
          <span className="review-avatar" aria-hidden="true">
            {initial}
          </span>
        )}
        <div className="review-who">
          <span className="review-name">{review.memberName}</span>
          <Stars level={review.level} />
        </div>
        <time className="review-date" dateTime={review.createdAt}>
          {formatDate(review.createdAt)}
        </time>
      </div>
      {review.content && <p className="review-text">{review.content}</p>}
      {review.images.length > 0 && (
        <ul className="review-photos">
          {review.images.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                className="review-photo"
                aria-label={t('review:open_photo', { n: i + 1, total: review.images.length })}
                onClick={() => setViewing(i)}
              >
                <img src={imageUrl(url) ?? ''} alt="" loading="lazy" width={80} height={80} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="review-reply">
          <p className="review-reply-title">{t('review:merchant_reply')}</p>
          <p className="review-reply-text">{review.reply}</p>
        </div>
      )}
      {viewing !== null && (
        <PhotoViewer photos={review.images} start={viewing} onClose={() => setViewing(null)} />
      )}
    </Tag>
  )
}
