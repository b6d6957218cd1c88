/** What the member asked for and why: the reason, their description and photos, and earlier rejections. */
import { useTranslation } from 'react-i18next'
import { ourPhotoUrl } from '../../shared/photoUrl'
import type { ConsoleRefund } from './refundQueries'

export function RefundClaim({ refund: r }: { refund: ConsoleRefund }) {
  const { t } = useTranslation()
  return (
    <>
      <h3 className="refund-subtitle">{t('console:refund_reason_title')}</h3>
      <p>{r.kind === 'out_of_stock' ? t('console:refund_kind_out_of_stock') : (r.reasonText ?? '—')}</p>
      {r.description && (
        <p className="order-remark">
          <bdi dir="auto">{r.description}</bdi>
        </p>
      )}
      {r.images.length > 0 && (
        <ul className="refund-photos" aria-label={t('console:refund_photos')}>
          {r.images.map((src, i) => {
            // A stored address that is not ours is never a link or an image (issue 10.4).
            const url = ourPhotoUrl(src)
            return (
              <li key={src}>
                {url ? (
                  <a href={url} target="_blank" rel="noreferrer">
                    <img src={url} alt={t('console:refund_photo', { n: i + 1 })} width={96} height={96} />
                  </a>
                ) : (
                  <span className="muted">{t('console:refund_photo', { n: i + 1 })}</span>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {r.merchantRejectReason && (
        <p className="refund-reject-note">
          {t('console:refund_merchant_reason', { reason: r.merchantRejectReason })}
        </p>
      )}
      {r.platformRejectReason && (
        <p className="refund-reject-note">
          {t('console:refund_platform_reason', { reason: r.platformRejectReason })}
        </p>
      )}
    </>
  )
}
