/**
 * `#/pages/shop/detail/detail?id=`: header photo, names, rating, hours, address, phone, closed / closing-soon
 * banner; tabs delivery / in-store / menu / info / reviews; the cart bar.
 */
import type { ShopDetail } from '@siam/contracts'
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { useCart } from '../../shared/cart/cart'
import { FavouriteHeart } from '../../shared/favourites/FavouriteHeart'
import { formatDistance } from '../../shared/format'
import { imageUrl } from '../../shared/image'
import { ErrorState } from '../../shared/ui/ErrorState'
import { IconClock, IconPhone, IconPin } from '../../shared/ui/icons'
import { PageHeader } from '../../shared/ui/PageHeader'
import { Rating } from '../../shared/ui/Rating'
import { SkeletonCards, SkeletonLines } from '../../shared/ui/Skeleton'
import { ZhName } from '../../shared/ui/ZhName'
import { CartBar, type OrderMode } from './CartBar'
import { ChatContacts } from './ChatContacts'
import { MenuSearchField, MenuView } from './MenuView'
import { useMenu, useShopDetail } from './queries'
import { ShopStateBanner } from './ShopStateBanner'
import './shop.css'
import { reductionVars, yuanText } from '../../shared/money'
import { requireParams } from '../../shared/ui/NotFound'

const TABS = ['delivery', 'instore', 'menu', 'info', 'featured', 'chain', 'reviews'] as const
/** The review tab loads on demand: its list, photos and viewer stay out of this page's chunk. */
const ShopReviews = lazy(() => import('../../shared/reviews/ShopReviews'))
/** The info tab's map: Leaflet and the tiles load only when it is opened. */
const ShopLocationMap = lazy(() => import('./ShopLocationMap'))
/** The featured and chain tabs' lists load on demand as well. */
const ShopListsPanel = lazy(() => import('./ShopListsPanel'))
type Tab = (typeof TABS)[number]

const yuan = yuanText

export function hoursText(shop: Pick<ShopDetail, 'hours'>): string {
  return shop.hours.map((h) => `${h.open}–${h.close}`).join(', ')
}

function ShopDetailPage() {
  // Every part's namespaces at once (tabs: help, FavouriteHeart: profile, MenuView: dietary): a part
  // suspending on its own catalogue would hide the whole page until it arrives.
  const { t } = useTranslation(['shop', 'common', 'help', 'profile', 'dietary'])
  const [params, setParams] = useSearchParams()
  const id = params.get('id') ?? ''
  const shop = useShopDetail(id)

  if (shop.isPending) {
    return (
      <main className="page shop-page">
        <PageHeader title={t('shop:shop')} home />
        <div className="shop-hero-skeleton" />
        <div className="page-body">
          <SkeletonLines lines={4} />
        </div>
        <SkeletonCards count={3} />
      </main>
    )
  }
  if (shop.isError || !shop.data) {
    return (
      <main className="page shop-page">
        <PageHeader title={t('shop:shop')} home />
        <ErrorState
          page
          error={shop.error}
          message={shop.error?.message}
          onRetry={() => void shop.refetch()}
        />
      </main>
    )
  }
  const s = shop.data
  const requested = params.get('tab') as Tab | null
  const fallbackTab: Tab = s.supportsDelivery ? 'delivery' : 'instore'
  const tab: Tab = requested && TABS.includes(requested) && tabShown(s, requested) ? requested : fallbackTab
  const select = (next: Tab) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p)
        q.set('tab', next)
        return q
      },
      { replace: true },
    )

  return <ShopView shop={s} tab={tab} onTab={select} />
}

/** Delivery and in-store only where the shop offers them; featured and chain when it has any. */
function tabShown(shop: ShopDetail, tab: Tab): boolean {
  if (tab === 'delivery') return shop.supportsDelivery
  if (tab === 'instore') return shop.supportsPickup
  if (tab === 'featured') return shop.featuredGoods > 0
  if (tab === 'chain') return shop.branchCount > 1
  return true
}

function ShopView({ shop, tab, onTab }: { shop: ShopDetail; tab: Tab; onTab: (t: Tab) => void }) {
  const { t } = useTranslation(['shop', 'common', 'help'])
  const cart = useCart(shop.id)
  const menu = useMenu(shop.id)
  const [query, setQuery] = useState('')
  const collapsed = useCollapseOnScroll()
  const src = imageUrl(shop.image)
  const mode: OrderMode = tab === 'instore' || !shop.supportsDelivery ? 'pickup' : 'delivery'
  const tabs = TABS.filter((x) => tabShown(shop, x))
  const label = (x: Tab) =>
    x === 'reviews'
      ? t('shop:tab_reviews', { n: shop.reviewCount })
      : x === 'featured'
        ? t('help:tab_featured')
        : x === 'chain'
          ? t('help:tab_chain', { n: shop.branchCount })
          : t(`shop:tab_${x}`)

  let panel: ReactNode
  if (tab === 'info') panel = <InfoPanel shop={shop} />
  else if (tab === 'featured' || tab === 'chain')
    panel = (
      <Suspense fallback={<SkeletonCards count={2} />}>
        <ShopListsPanel shop={shop} which={tab} />
      </Suspense>
    )
  else if (tab === 'reviews')
    panel = (
      <Suspense fallback={<SkeletonCards count={2} />}>
        <ShopReviews shop={shop} />
      </Suspense>
    )
  else
    panel = (
      <>
        {tab === 'delivery' && <DeliveryStrip shop={shop} />}
        {tab === 'instore' && <InstoreStrip />}
        {tab === 'menu' && <MenuSearchField value={query} onChange={setQuery} />}
        {menu.isPending ? (
          <SkeletonCards count={4} />
        ) : menu.isError ? (
          <ErrorState error={menu.error} onRetry={() => void menu.refetch()} />
        ) : (
          <MenuView categories={menu.data} cart={cart} query={tab === 'menu' ? query : ''} />
        )}
      </>
    )

  return (
    <main className={collapsed.value ? 'page shop-page shop-collapsed' : 'page shop-page'}>
      <PageHeader title={shop.name} home right={<FavouriteHeart shopId={shop.id} />} />
      <div className="shop-hero">
        {src ? (
          // the screen's largest picture (its LCP): fetched before the others (issue 16)
          <img src={src} alt="" width={375} height={160} decoding="async" fetchPriority="high" />
        ) : (
          <span className="shop-hero-empty" />
        )}
      </div>
      <section className="shop-head">
        <h2 className="shop-name">{shop.name}</h2>
        <ZhName name={shop.name} nameZh={shop.nameZh} as="p" />
        <p className="shop-meta">
          <Rating rating={shop.rating} count={shop.reviewCount} className="shop-rating" />
          <span>{t('shop:monthly_sales', { n: shop.monthlySales })}</span>
        </p>
        <p className="shop-line">
          <IconClock size={16} />
          <span>
            {t('shop:hours')}: <bdi>{hoursText(shop) || '—'}</bdi>
          </span>
        </p>
        <p className="shop-line">
          <IconPin size={16} />
          <span>
            {shop.address}
            {shop.distanceMeters !== null && (
              <>
                {' · '}
                <bdi>{formatDistance(shop.distanceMeters)}</bdi>
              </>
            )}
          </span>
        </p>
        {shop.phone && (
          <p className="shop-line">
            <IconPhone size={16} />
            <a href={`tel:${shop.phone}`} aria-label={t('shop:call_shop', { phone: shop.phone })}>
              <bdi>{shop.phone}</bdi>
            </a>
          </p>
        )}
        <ChatContacts shop={shop} />
        <p className="shop-line">
          <Link className="shop-more-link" to={paths.shopInfo(shop.id)}>
            {t('help:shop_info_link')}
          </Link>
        </p>
        {shop.fullReductionTiers.length > 0 && (
          <div className="shop-pills">
            {shop.fullReductionTiers.map((tier) => (
              <span className="pill" key={`${tier.thresholdFen}-${tier.reductionFen}`}>
                {t('shop:full_reduction', reductionVars(tier))}
              </span>
            ))}
          </div>
        )}
      </section>
      <ShopStateBanner shop={shop} />
      <div className="shop-tabs scroll-hint" role="tablist" aria-label={t('shop:shop')}>
        {tabs.map((x) => (
          <button
            type="button"
            role="tab"
            key={x}
            id={`shop-tab-${x}`}
            aria-selected={x === tab}
            aria-controls="shop-panel"
            className={x === tab ? 'shop-tab active' : 'shop-tab'}
            onClick={() => onTab(x)}
          >
            {label(x)}
          </button>
        ))}
      </div>
      <div
        id="shop-panel"
        role="tabpanel"
        aria-labelledby={`shop-tab-${tab}`}
        className="shop-panel"
        ref={collapsed.panelRef}
      >
        {panel}
      </div>
      <CartBar shop={shop} cart={cart} mode={mode} />
    </main>
  )
}

/** Scrolled this far into the menu list, the shop's header folds to its name (issue 16: density). */
const COLLAPSE_AFTER_PX = 24

/**
 * Whether the shop header is folded: the menu list scrolls inside the page, so the page itself hardly
 * moves; the list's own scroll (caught on the panel: scroll does not bubble) folds the photo and the
 * detail lines away and unfolds them back at the top. The full details stay on the info tab.
 */
function useCollapseOnScroll() {
  const panelRef = useRef<HTMLDivElement>(null)
  const [value, setValue] = useState(false)
  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    const onScroll = (e: Event) => {
      const target = e.target as HTMLElement
      if (target.classList?.contains('menu-list')) setValue(target.scrollTop > COLLAPSE_AFTER_PX)
    }
    panel.addEventListener('scroll', onScroll, { capture: true, passive: true })
    return () => panel.removeEventListener('scroll', onScroll, { capture: true })
  }, [])
  return { value, panelRef }
}

function DeliveryStrip({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation(['shop', 'help'])
  return (
    <p className="shop-strip">
      {shop.deliveryMinutes !== null && (
        <span>{t('shop:delivery_minutes', { n: shop.deliveryMinutes })}</span>
      )}
      <span>{t('shop:minimum_order', { amount: yuan(shop.minimumOrderFen) })}</span>
      {shop.deliveryFeeFen !== null && (
        <span>
          {shop.deliveryFeeFen === 0
            ? t('shop:free_delivery')
            : t('shop:delivery_fee', { amount: yuan(shop.deliveryFeeFen) })}
        </span>
      )}
      {!shop.inRange && <span className="shop-strip-warn">{t('help:does_not_deliver_here')}</span>}
    </p>
  )
}

function InstoreStrip() {
  const { t } = useTranslation('shop')
  return (
    <p className="shop-strip">
      <span>{t('shop:instore_hint')}</span>
    </p>
  )
}

function InfoPanel({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation('shop')
  const rows: [string, ReactNode][] = [
    [t('shop:info_address'), shop.address],
    [
      t('shop:info_address_zh'),
      <span lang="zh-Hans" key="zh">
        {shop.addressZh}
      </span>,
    ],
    [
      t('shop:info_phone'),
      shop.phone ? (
        <a href={`tel:${shop.phone}`} key="p">
          <bdi>{shop.phone}</bdi>
        </a>
      ) : (
        '—'
      ),
    ],
    [t('shop:hours'), <bdi key="h">{hoursText(shop) || '—'}</bdi>],
    [t('shop:info_cuisine'), t(`shop:type_${shop.type}`)],
    [
      t('shop:info_services'),
      [
        shop.supportsDelivery ? t('shop:tab_delivery') : null,
        shop.supportsPickup ? t('shop:service_pickup') : null,
      ]
        .filter(Boolean)
        .join(' · '),
    ],
  ]
  if (shop.supportsDelivery) {
    rows.push(
      [t('shop:info_range'), <bdi key="r">{formatDistance(shop.deliveryRangeMeters)}</bdi>],
      [
        t('shop:info_fee_rule'),
        t('shop:fee_rule', { base: yuan(shop.baseDeliveryFeeFen), perKm: yuan(shop.perKmFeeFen) }),
      ],
      [t('shop:info_minimum'), <bdi key="m">{yuan(shop.minimumOrderFen)}</bdi>],
    )
    if (shop.deliverySubsidyFen > 0)
      rows.push([t('shop:info_subsidy'), <bdi key="s">{yuan(shop.deliverySubsidyFen)}</bdi>])
  }
  return (
    <section className="shop-info">
      <dl>
        {rows.map(([k, v]) => (
          <div className="shop-info-row" key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <p className="shop-info-note">{t('shop:info_zh_note')}</p>
      <Suspense fallback={<SkeletonLines lines={4} />}>
        <ShopLocationMap shop={shop} />
      </Suspense>
    </section>
  )
}

/** Without its id the page is "not found" (issue 15). */
export const Component = requireParams(['id'], ShopDetailPage)
