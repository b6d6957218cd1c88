/** One review on the merchant's list: stars, who, shop, order, when, text and photos, and the reply. */
import { REVIEW_REPLY_MAX } from '@siam/contracts/review-limits'
import { useId } from 'react'
import { dateTime } from '../../shared/format'
import { ourPhotoUrl } from '../../shared/photoUrl'
import { useReviewT } from './i18n'
import type { ConsoleReview } from './reviewQueries'
import { useReviewReply } from './useReviewReply'

export function ReviewCard({
  review,
  locale,
  showShop,
}: {
  review: ConsoleReview
  locale: string
  showShop: boolean
}) {
  const { t } = useReviewT()
  const reply = useReviewReply(review)

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
          {review.images.map((src, i) => {
            const url = ourPhotoUrl(src)
            const label = t('review:open_photo', { n: i + 1, total: review.images.length })
            return (
              <li key={src}>
                {url ? (
                  <a href={url} target="_blank" rel="noreferrer" aria-label={label}>
                    <img src={url} alt="" width={64} height={64} loading="lazy" />
                  </a>
                ) : (
                  <span className="muted">{label}</span>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {!reply.editing && review.reply !== null ? (
        <div className="review-card-reply">
          <p className="review-card-reply-title">{t('review:merchant_reply')}</p>
          <p>{review.reply}</p>
          <button type="button" className="btn btn-small" onClick={reply.edit}>
            {t('review:console_edit_reply')}
          </button>
        </div>
      ) : (
        <ReplyForm reply={reply} canCancel={review.reply !== null} />
      )}
    </li>
  )
}

/** The reply box: the text, what is wrong with it, send, and cancel when a reply already stands. */
function ReplyForm({ reply, canCancel }: { reply: ReturnType<typeof useReviewReply>; canCancel: boolean }) {
  const { t } = useReviewT()
  const boxId = useId()
  return (
    <form className="review-card-form" onSubmit={reply.submit} noValidate>
      <label htmlFor={boxId} className="visually-hidden">
        {t('review:console_reply_label')}
      </label>
      <textarea
        id={boxId}
        rows={2}
        maxLength={REVIEW_REPLY_MAX}
        value={reply.text}
        placeholder={t('review:console_reply_placeholder')}
        onChange={(e) => reply.setText(e.currentTarget.value)}
      />
      {reply.error && (
        <p role="alert" className="review-card-error">
          {reply.error}
        </p>
      )}
      <div className="form-buttons">
        <button type="submit" className="btn btn-primary btn-small" disabled={reply.sending}>
          {t('review:console_send_reply')}
        </button>
        {canCancel && (
          <button type="button" className="btn btn-small" onClick={reply.cancel}>
            {t('review:console_cancel')}
          </button>
        )}
      </div>
    </form>
  )
}
