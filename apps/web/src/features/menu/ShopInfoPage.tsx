/**
 * `#/pages/near/detail/detail?id=`: a shop's details (issue 15): photos, hours, address with the map
 * and the "show the driver" Chinese card, licences, contacts (phone and chat apps), its branches.
 */
import type { ShopDetail } from '@siam/contracts'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { imageUrl } from '../../shared/image'
import { ErrorState } from '../../shared/ui/ErrorState'
import { requireParams } from '../../shared/ui/NotFound'
import { PageHeader } from '../../shared/ui/PageHeader'
import { SkeletonCards, SkeletonLines } from '../../shared/ui/Skeleton'
import { ZhName } from '../../shared/ui/ZhName'
import { useCopyOnLongPress } from '../../shared/useLongPress'
import { ChatContacts } from './ChatContacts'
import { useShopDetail } from './queries'
import { hoursText } from './ShopDetailPage'
import './shop.css'

const ShopLocationMap = lazy(() => import('./ShopLocationMap'))

function ShopInfoPage() {
  const { t } = useTranslation(['help', 'shop'])
  const [params] = useSearchParams()
  const shop = useShopDetail(params.get('id') ?? '')
  return (
    <main className="page shop-page">
      <PageHeader title={t('help:shop_info_title')} home />
      {shop.isPending ? (
        <SkeletonCards count={3} />
      ) : shop.isError || !shop.data ? (
        <ErrorState
          page
          error={shop.error}
          message={shop.error?.message}
          onRetry={() => void shop.refetch()}
        />
      ) : (
        <ShopInfo shop={shop.data} />
      )}
    </main>
  )
}

function ShopInfo({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation(['help', 'shop'])
  const photos = [shop.image, ...shop.photos].map(imageUrl).filter((x): x is string => x !== null)
  return (
    <div className="shop-info-page">
      <section className="shop-head">
        <h2 className="shop-name">
          <Link to={paths.shopDetail(shop.id)}>{shop.name}</Link>
        </h2>
        <ZhName name={shop.name} nameZh={shop.nameZh} as="p" />
      </section>
      {photos.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip keyboard users must be able to scroll (axe: scrollable-region-focusable)
        <section className="shop-photos" aria-label={t('help:photos')} tabIndex={0}>
          {photos.map((src) => (
            <img key={src} src={src} alt="" width={160} height={120} loading="lazy" decoding="async" />
          ))}
        </section>
      )}
      <section className="shop-info">
        <dl>
          <div className="shop-info-row">
            <dt>{t('shop:hours')}</dt>
            <dd>
              <bdi>{hoursText(shop) || '—'}</bdi>
            </dd>
          </div>
          <div className="shop-info-row">
            <dt>{t('shop:info_address')}</dt>
            <dd>{shop.address}</dd>
          </div>
          {shop.phone && (
            <div className="shop-info-row">
              <dt>{t('shop:info_phone')}</dt>
              <dd>
                <a href={`tel:${shop.phone}`}>
                  <bdi>{shop.phone}</bdi>
                </a>
              </dd>
            </div>
          )}
        </dl>
        <ChatContacts shop={shop} />
      </section>
      <DriverCard shop={shop} />
      <Suspense fallback={<SkeletonLines lines={4} />}>
        <ShopLocationMap shop={shop} />
      </Suspense>
      {shop.licences.length > 0 && (
        <section className="shop-info" aria-label={t('help:licences')}>
          <h3 className="section-title">{t('help:licences')}</h3>
          <dl>
            {shop.licences.map((l) => (
              <div className="shop-info-row" key={l.kind}>
                <dt>{t(`help:licence_${l.kind}`)}</dt>
                <dd>
                  <bdi>{l.number}</bdi>
                  <span className="field-hint" lang="zh-Hans">
                    {l.holder}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {shop.branchCount > 1 && (
        <p className="shop-strip">
          <Link to={paths.shopBranches(shop.id)}>{t('help:tab_chain', { n: shop.branchCount })}</Link>
        </p>
      )}
    </div>
  )
}

/** The card to show a taxi driver: the shop's name and address in Chinese, large; long press copies it. */
function DriverCard({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation('help')
  const text = `${shop.nameZh}\n${shop.addressZh}`
  const press = useCopyOnLongPress(text)
  return (
    <figure className="driver-card long-press" {...press}>
      <figcaption className="field-hint">{t('help:show_driver')}</figcaption>
      <p className="driver-card-zh" lang="zh-Hans" dir="ltr">
        {shop.nameZh}
        <br />
        {shop.addressZh}
      </p>
    </figure>
  )
}

/** Without its id the page is "not found" (issue 15). */
export const Component = requireParams(['id'], ShopInfoPage)
