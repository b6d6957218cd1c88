/** What the member asked for and why: the reason, their description and photos, and earlier rejections. */
import { useTranslation } from 'react-i18next'
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
          {r.images.map((src, i) => (
            <li key={src}>
              <a href={photoUrl(src)} target="_blank" rel="noreferrer">
                <img
                  src={photoUrl(src)}
                  alt={t('console:refund_photo', { n: i + 1 })}
                  width={96}
                  height={96}
                />
              </a>
            </li>
          ))}
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

/** Member photos are server paths (/siam-server/...) or absolute URLs. */
function photoUrl(src: string): string {
  if (/^(https?:|data:|blob:)/i.test(src) || src.startsWith('/')) return src
  return `/siam-server/assets/${src}`
}
