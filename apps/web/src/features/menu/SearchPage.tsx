/** `#/pages/menu/search/search?keywords=`: shops and dishes matching keywords in any language. */

import type { Goods, ShopCard } from '@siam/contracts'
import { shopApi } from '@siam/contracts/descriptors'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { call } from '../../shared/api'
import { formatDistance } from '../../shared/format'
import { usePosition } from '../../shared/location'
import { decimal } from '../../shared/money'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { IconSearch, IconStar } from '../../shared/ui/icons'
import { PageHeader } from '../../shared/ui/PageHeader'
import { Price } from '../../shared/ui/Price'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { Thumb } from '../../shared/ui/Thumb'
import { ZhName } from '../../shared/ui/ZhName'
import { menuQueries } from './queries'
import './menu.css'

const DEBOUNCE_MS = 300

export function Component() {
  const { t } = useTranslation(['shop', 'common', 'help'])
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(params.get('keywords') ?? '')
  const [keywords, setKeywords] = useState(text.trim())
  const position = usePosition()

  useEffect(() => {
    const timer = setTimeout(() => setKeywords(text.trim().slice(0, 50)), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])

  useEffect(() => {
    if ((params.get('keywords') ?? '') === keywords) return
    setParams(keywords ? { keywords } : {}, { replace: true })
  }, [keywords, params, setParams])

  const search = useQuery({
    ...menuQueries.search(keywords, position),
    enabled: keywords !== '',
  })

  // Shops after the search's first 10: shop/list with the same keywords, from the search's cursor (issue 17).
  const firstCursor = search.data?.nextCursor ?? null
  const more = useInfiniteQuery({
    queryKey: ['search-more-shops', keywords, position ?? null, firstCursor],
    enabled: false,
    initialPageParam: firstCursor,
    queryFn: ({ pageParam }) =>
      call(shopApi.list, {
        keywords,
        pageSize: 20,
        ...(position ? { position } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
  const moreShops = more.data?.pages.flatMap((p) => p.records) ?? []
  const canLoadMore = more.data ? more.hasNextPage : firstCursor !== null

  let body: ReactNode
  if (keywords === '') body = <EmptyState title={t('shop:search_prompt')} />
  else if (search.isPending) body = <SkeletonCards count={4} />
  else if (search.isError) body = <ErrorState error={search.error} onRetry={() => void search.refetch()} />
  else if (search.data.shops.length === 0 && search.data.goods.length === 0)
    body = <EmptyState title={t('shop:search_nothing', { query: keywords })} />
  else
    body = (
      <>
        {search.data.shops.length > 0 && (
          <section className="search-section">
            <h2 className="section-title">{t('shop:search_shops')}</h2>
            <ul className="search-list">
              {[...search.data.shops, ...moreShops].map((s) => (
                <ShopResult key={s.id} shop={s} />
              ))}
            </ul>
            {canLoadMore && (
              <p className="shop-strip">
                <button
                  type="button"
                  className="link-button"
                  disabled={more.isFetching}
                  onClick={() => void (more.data ? more.fetchNextPage() : more.refetch())}
                >
                  {t('common:load_more')}
                </button>
              </p>
            )}
          </section>
        )}
        {search.data.goods.length > 0 && (
          <section className="search-section">
            <h2 className="section-title">{t('shop:search_dishes')}</h2>
            <ul className="search-list">
              {search.data.goods.map((g) => (
                <DishResult key={g.id} goods={g} />
              ))}
            </ul>
            <p className="shop-strip">
              <Link to={paths.itemList({ keywords })}>{t('help:all_dishes')}</Link>
            </p>
          </section>
        )}
      </>
    )

  return (
    <main className="page search-page">
      <PageHeader title={t('shop:search_title')} />
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the embedded browsers this app targets */}
      <form
        className="menu-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault()
          setKeywords(text.trim().slice(0, 50))
        }}
      >
        <IconSearch size={18} />
        <input
          type="search"
          className="menu-search-input"
          value={text}
          maxLength={50}
          // biome-ignore lint/a11y/noAutofocus: the page exists to type a search
          autoFocus
          enterKeyHint="search"
          placeholder={t('shop:search_placeholder')}
          aria-label={t('shop:search_placeholder')}
          onChange={(e) => setText(e.target.value)}
        />
      </form>
      <div className="page-body">{body}</div>
    </main>
  )
}

/** A result row: photo, names (with the Chinese original), a meta line and, for dishes, the price. */
function SearchItem({
  to,
  image,
  name,
  nameZh,
  meta,
  end,
}: {
  to: string
  image: string
  name: string
  nameZh: string
  meta: ReactNode
  end?: ReactNode
}) {
  return (
    <li>
      <Link to={to} className="search-item">
        <Thumb image={image} size={56} className="search-item-img" />
        <span className="search-item-body">
          <span className="search-item-name">{name}</span>
          <ZhName name={name} nameZh={nameZh} />
          <span className="search-item-meta">{meta}</span>
        </span>
        {end}
      </Link>
    </li>
  )
}

function ShopResult({ shop }: { shop: ShopCard }) {
  const { t } = useTranslation('shop')
  const closed = !shop.open || !shop.operating
  return (
    <SearchItem
      to={paths.shopDetail(shop.id)}
      image={shop.image}
      name={shop.name}
      nameZh={shop.nameZh}
      meta={
        <>
          <IconStar size={12} />
          <bdi>{decimal(shop.rating)}</bdi>
          {shop.distanceMeters !== null && <bdi>{formatDistance(shop.distanceMeters)}</bdi>}
          {closed && <span className="pill pill-closed">{t('shop:resting')}</span>}
        </>
      }
    />
  )
}

function DishResult({ goods }: { goods: Goods & { shopName: string } }) {
  const { t } = useTranslation('shop')
  return (
    <SearchItem
      to={paths.menu(goods.shopId)}
      image={goods.image}
      name={goods.name}
      nameZh={goods.nameZh}
      meta={
        <>
          {t('shop:from_shop', { name: goods.shopName })}
          {goods.soldOut && <span className="pill pill-closed">{t('shop:sold_out')}</span>}
        </>
      }
      end={<Price fen={goods.priceFen} />}
    />
  )
}
