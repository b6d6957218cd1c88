/** `#/pages/menu/search/search?keywords=`: shops and dishes matching keywords in any language. */
import type { Goods, ShopCard } from '@siam/contracts'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { api } from '../../shared/api'
import { formatDistance } from '../../shared/format'
import { imageUrl } from '../../shared/image'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { IconSearch, IconStar } from '../../shared/ui/icons'
import { PageHeader } from '../../shared/ui/PageHeader'
import { Price } from '../../shared/ui/Price'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { usePosition } from './queries'
import './menu.css'

const DEBOUNCE_MS = 300

export function Component() {
  const { t } = useTranslation(['shop', 'common'])
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
    queryKey: ['shop/search', keywords, position ?? null],
    queryFn: () => api('shop/search', position ? { keywords, position } : { keywords }),
    enabled: keywords !== '',
  })

  let body: ReactNode
  if (keywords === '') body = <EmptyState title={t('shop:search_prompt')} />
  else if (search.isPending) body = <SkeletonCards count={4} />
  else if (search.isError) body = <ErrorState onRetry={() => void search.refetch()} />
  else if (search.data.shops.length === 0 && search.data.goods.length === 0)
    body = <EmptyState title={t('shop:search_nothing', { query: keywords })} />
  else
    body = (
      <>
        {search.data.shops.length > 0 && (
          <section className="search-section">
            <h2 className="section-title">{t('shop:search_shops')}</h2>
            <ul className="search-list">
              {search.data.shops.map((s) => (
                <ShopResult key={s.id} shop={s} />
              ))}
            </ul>
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

function ShopResult({ shop }: { shop: ShopCard }) {
  const { t } = useTranslation('shop')
  const src = imageUrl(shop.image)
  const closed = !shop.open || !shop.operating
  return (
    <li>
      <Link to={paths.shopDetail(shop.id)} className="search-item">
        {src ? (
          <img src={src} alt="" loading="lazy" width={56} height={56} />
        ) : (
          <span className="search-item-img" />
        )}
        <span className="search-item-body">
          <span className="search-item-name">{shop.name}</span>
          {shop.nameZh && shop.nameZh !== shop.name && (
            <span className="zh" lang="zh-Hans">
              {shop.nameZh}
            </span>
          )}
          <span className="search-item-meta">
            <IconStar size={12} />
            <bdi>{shop.rating.toFixed(1)}</bdi>
            {shop.distanceMeters !== null && <bdi>{formatDistance(shop.distanceMeters)}</bdi>}
            {closed && <span className="pill pill-closed">{t('shop:resting')}</span>}
          </span>
        </span>
      </Link>
    </li>
  )
}

function DishResult({ goods }: { goods: Goods & { shopName: string } }) {
  const { t } = useTranslation('shop')
  const src = imageUrl(goods.image)
  return (
    <li>
      <Link to={paths.menu(goods.shopId)} className="search-item">
        {src ? (
          <img src={src} alt="" loading="lazy" width={56} height={56} />
        ) : (
          <span className="search-item-img" />
        )}
        <span className="search-item-body">
          <span className="search-item-name">{goods.name}</span>
          {goods.nameZh && goods.nameZh !== goods.name && (
            <span className="zh" lang="zh-Hans">
              {goods.nameZh}
            </span>
          )}
          <span className="search-item-meta">
            {t('shop:from_shop', { name: goods.shopName })}
            {goods.soldOut && <span className="pill pill-closed">{t('shop:sold_out')}</span>}
          </span>
        </span>
        <Price fen={goods.priceFen} />
      </Link>
    </li>
  )
}
