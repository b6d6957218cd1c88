/** The big status of an order: its name, the next step, the ETA or pay deadline, and a cancel reason. */

import type { OrderDetail } from '@siam/contracts'
import { OrderStatus, orderStatusKey } from '@siam/domain'
import { useTranslation } from 'react-i18next'
import { formatCountdown, formatTime } from '../../shared/format'
import { IconClock } from '../../shared/ui/icons'
import { useCountdown } from '../../shared/useCountdown'
import { isFinalStatus, nextStepText, reasonText } from './orderStatus'

export function StatusCard({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation(['order', 'status'])
  const key = orderStatusKey[o.status]
  return (
    <section className={`section status-card status-card-${key}`}>
      <h2 className="status-big">{t(`status:${key}`)}</h2>
      <p className="status-next">{nextStepText(o, t)}</p>
      {o.etaAt && !isFinalStatus(o.status) && o.status !== OrderStatus.UNPAID && (
        <p className="status-eta">
          <IconClock size={16} />
          {t(o.kind === 'delivery' ? 'order:eta_delivery' : 'order:eta_pickup', {
            time: formatTime(o.etaAt),
          })}
          <span className="status-tz">{t('order:china_time')}</span>
        </p>
      )}
      {o.status === OrderStatus.UNPAID && o.payDeadlineAt && <PayDeadline deadline={o.payDeadlineAt} />}
      {o.cancelReason && (
        <p className="status-reason">
          {t('order:cancel_reason')}: {reasonText(o.cancelReason, t)}
        </p>
      )}
    </section>
  )
}

function PayDeadline({ deadline }: { deadline: string }) {
  const { t } = useTranslation('order')
  const s = useCountdown(deadline)
  return (
    <p className="status-eta">
      <IconClock size={16} />
      {s > 0 ? (
        <>
          {t('order:pay_within')} <bdi>{formatCountdown(s)}</bdi>
        </>
      ) : (
        t('order:pay_time_up')
      )}
    </p>
  )
}
