/** The order shortcuts by tab, each with its count. */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type OrderTabName, paths } from '../../app/paths'
import { orderQueries } from '../../shared/queries/orderQueries'
import {
  IconBag,
  IconChevron,
  IconClock,
  type IconOrder,
  IconRefund,
  IconWallet,
} from '../../shared/ui/icons'

const ORDER_SHORTCUTS: { tab: OrderTabName; icon: typeof IconOrder; label: string }[] = [
  { tab: 'waitPayment', icon: IconWallet, label: 'order_wait_payment' },
  { tab: 'waitReceived', icon: IconClock, label: 'order_wait_received' },
  { tab: 'waitPickedUp', icon: IconBag, label: 'order_wait_picked_up' },
  { tab: 'afterSales', icon: IconRefund, label: 'order_after_sales' },
]

export function OrderShortcuts({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation(['mine'])
  const tabNumbers = useQuery({ ...orderQueries.tabNumbers({ silent: true }), enabled: loggedIn })
  return (
    <section className="section" aria-labelledby="mine-orders">
      <div className="section-head">
        <h2 id="mine-orders" className="section-title">
          {t('my_orders')}
        </h2>
        <Link to={paths.orders()} className="section-more">
          {t('all_orders')}
          <IconChevron size={16} />
        </Link>
      </div>
      <ul className="order-shortcuts">
        {ORDER_SHORTCUTS.map((s) => {
          const Icon = s.icon
          const n = loggedIn ? (tabNumbers.data?.[s.tab] ?? 0) : 0
          return (
            <li key={s.tab}>
              <Link to={paths.orders(s.tab)} className="order-shortcut">
                <span className="order-shortcut-icon">
                  <Icon size={26} />
                  {n > 0 && (
                    <>
                      <span className="badge" aria-hidden="true">
                        {n > 99 ? '99+' : n}
                      </span>
                      <span className="visually-hidden">{t('common:badge_items', { count: n })}</span>
                    </>
                  )}
                </span>
                <span className="order-shortcut-label">{t(s.label)}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
