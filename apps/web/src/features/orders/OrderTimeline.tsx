/** The order's history, newest first. */

import type { OrderDetail } from '@siam/contracts'
import { orderStatusKey } from '@siam/domain'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../shared/format'
import { reasonText } from './orderStatus'

export function OrderTimeline({ history }: { history: OrderDetail['history'] }) {
  const { t } = useTranslation(['order', 'status'])
  const newestFirst = [...history].sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
  if (newestFirst.length === 0) return null
  return (
    <section className="section" aria-label={t('order:timeline')}>
      <h3 className="section-title">{t('order:timeline')}</h3>
      <ol className="timeline">
        {newestFirst.map((h, i) => (
          <li key={`${h.at}-${h.toStatus}`} className={i === 0 ? 'timeline-item current' : 'timeline-item'}>
            <span className="timeline-dot" aria-hidden="true" />
            <div className="timeline-body">
              <p className="timeline-status">{t(`status:${orderStatusKey[h.toStatus]}`)}</p>
              <p className="timeline-meta">
                <bdi>{formatDateTime(h.at)}</bdi> · {t(`order:actor_${h.actor}`, { defaultValue: h.actor })}
              </p>
              {h.note && <p className="timeline-note">{reasonText(h.note, t)}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
