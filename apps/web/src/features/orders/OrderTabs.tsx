/** The order tabs with the count of each (not of "all"), 99+ beyond. */

import { useTranslation } from 'react-i18next'
import type { OrderTabName } from '../../app/paths'

/** Catalogue keys are snake_case. */
const TAB_KEYS: Record<OrderTabName, string> = {
  all: 'all',
  waitPayment: 'wait_payment',
  waitReceived: 'wait_received',
  waitPickedUp: 'wait_picked_up',
  afterSales: 'after_sales',
}

export function OrderTabs({
  tabs,
  current,
  counts,
  onPick,
}: {
  tabs: readonly OrderTabName[]
  current: OrderTabName
  counts: Partial<Record<OrderTabName, number>> | undefined
  onPick: (tab: OrderTabName) => void
}) {
  const { t } = useTranslation('order')
  return (
    <div className="orders-tabs scroll-hint" role="tablist" aria-label={t('order:my_orders')}>
      {tabs.map((x) => {
        const n = counts?.[x]
        return (
          <button
            key={x}
            type="button"
            role="tab"
            aria-selected={x === current}
            className={x === current ? 'orders-tab active' : 'orders-tab'}
            onClick={() => onPick(x)}
          >
            <span>{t(`order:tab_${TAB_KEYS[x]}`)}</span>
            {x !== 'all' && n !== undefined && n > 0 && (
              <span className="count-pill">
                <bdi>{n > 99 ? '99+' : n}</bdi>
              </span>
            )}
          </button>
        )
      })}
    </div>
  )
}
