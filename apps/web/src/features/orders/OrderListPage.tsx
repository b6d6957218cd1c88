/**
 * `#/pages/order/index/index?tab=`: my orders. Tabs all / pending payment / to be received / self-pickup /
 * refund-after-sale with counts, search by contact phone or order number, cards with the actions open now.
 */

import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { type MallOrderTabName, type OrderTabName, paths } from '../../app/paths'
import { orderQueries } from '../../shared/queries/orderQueries'
import { PageHeader } from '../../shared/ui/PageHeader'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import '../../shared/orders/orders.css'
import { LoginNeeded, useLoginGate } from '../../shared/ui/PageStates'
import { MALL_TABS, MallOrders } from './MallOrders'
import { OrderRecords } from './OrderRecords'
import { OrderSearch } from './OrderSearch'
import { OrderTabs } from './OrderTabs'

export const ORDER_TABS: OrderTabName[] = ['all', 'waitPayment', 'waitReceived', 'waitPickedUp', 'afterSales']

export function Component() {
  const { t } = useTranslation(['order', 'status', 'common', 'mall'])
  const [params, setParams] = useSearchParams()
  const mall = params.get('kind') === 'mall'
  const mallTab = params.get('tab') as MallOrderTabName | null
  const requested = params.get('tab') as OrderTabName | null
  const tab: OrderTabName = requested && ORDER_TABS.includes(requested) ? requested : 'all'
  const session = useLoginGate()
  const keyWords = (params.get('keyWords') ?? '').trim()

  const loggedIn = session.status === 'in'
  const counts = useQuery({
    ...orderQueries.tabNumbers(),
    enabled: loggedIn,
    staleTime: 0,
  })

  function setQuery(next: { tab?: OrderTabName; keyWords?: string }) {
    const q = new URLSearchParams()
    const nextTab = next.tab ?? tab
    const nextKeywords = next.keyWords ?? keyWords
    if (nextTab !== 'all') q.set('tab', nextTab)
    if (nextKeywords) q.set('keyWords', nextKeywords)
    setParams(q, { replace: true })
  }

  const takeaway = (
    <>
      <OrderSearch
        initialText={params.get('keyWords') ?? ''}
        keyWords={keyWords}
        onSearch={(words) => setQuery({ keyWords: words })}
      />
      <OrderTabs tabs={ORDER_TABS} current={tab} counts={counts.data} onPick={(x) => setQuery({ tab: x })} />
      <div className="page-body" role="tabpanel">
        {loggedIn ? (
          <OrderRecords tab={tab} keyWords={keyWords} />
        ) : session.status === 'checking' ? (
          <SkeletonCards count={3} />
        ) : (
          <LoginNeeded title={t('order:login_to_see_orders')} button={t('order:log_in')} />
        )}
      </div>
    </>
  )

  return (
    <main className="page orders-page">
      <PageHeader title={t('order:my_orders')} home />
      <nav className="orders-tabs scroll-hint" aria-label={t('mall:order_kinds')}>
        <Link className={mall ? 'orders-tab' : 'orders-tab active'} to={paths.orders()} replace>
          {t('mall:kind_takeaway')}
        </Link>
        <Link className={mall ? 'orders-tab active' : 'orders-tab'} to={paths.mallOrders()} replace>
          {t('mall:kind_mall')}
        </Link>
      </nav>
      {mall ? (
        loggedIn ? (
          <MallOrders
            tab={mallTab && MALL_TABS.includes(mallTab) ? mallTab : 'all'}
            onPick={(x) =>
              setParams(new URLSearchParams(paths.mallOrders(x).split('?')[1] ?? ''), { replace: true })
            }
          />
        ) : (
          <LoginNeeded title={t('order:login_to_see_orders')} button={t('order:log_in')} />
        )
      ) : (
        takeaway
      )}
    </main>
  )
}
