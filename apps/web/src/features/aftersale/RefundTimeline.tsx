/** A refund request's history with times, actors and notes. */

import type { RefundRequestView } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../shared/format'
import { refundStatusText } from '../../shared/orders/refundParts'

export function RefundTimeline({ timeline }: { timeline: RefundRequestView['timeline'] }) {
  const { t } = useTranslation(['aftersale', 'order', 'status'])
  // Newest first; steps of the same instant (submitted, then waiting) keep their order reversed too.
  const newestFirst = timeline
    .map((h, i) => ({ h, i }))
    .sort((a, b) => Date.parse(b.h.at) - Date.parse(a.h.at) || b.i - a.i)
    .map((x) => x.h)
  return (
    <>
      <h3 className="section-title">{t('aftersale:timeline')}</h3>
      <ol className="timeline" aria-label={t('aftersale:timeline')}>
        {newestFirst.map((h, i) => (
          <li key={`${h.at}-${h.toStatus}`} className={i === 0 ? 'timeline-item current' : 'timeline-item'}>
            <span className="timeline-dot" aria-hidden="true" />
            <div className="timeline-body">
              <p className="timeline-status">{refundStatusText(t, h.toStatus)}</p>
              <p className="timeline-meta">
                <bdi>{formatDateTime(h.at)}</bdi> · {t(`order:actor_${h.actor}`, { defaultValue: h.actor })}
              </p>
              {h.note && (
                <p className="timeline-note">
                  <bdi dir="auto">{h.note}</bdi>
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </>
  )
}
