/** `#/pages/menu/index/index?shopId=`: the shop's menu with an in-menu search and the cart bar. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { useCart } from '../../shared/cart/cart'
import { ErrorState } from '../../shared/ui/ErrorState'
import { IconSearch } from '../../shared/ui/icons'
import { requireParams } from '../../shared/ui/NotFound'
import { PageHeader } from '../../shared/ui/PageHeader'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { CartBar, type OrderMode } from './CartBar'
import { MenuSearchField, MenuView } from './MenuView'
import { useMenu, useShopDetail } from './queries'
import { ShopStateBanner } from './ShopStateBanner'

function MenuPage() {
  // dietary: the menu's dish marks (MenuView), loaded with the page instead of hiding it again later
  const { t } = useTranslation(['shop', 'common', 'dietary'])
  const [params] = useSearchParams()
  const shopId = params.get('shopId') ?? ''
  const shop = useShopDetail(shopId)
  const menu = useMenu(shopId)
  const cart = useCart(shopId)
  const [query, setQuery] = useState('')
  const mode: OrderMode =
    params.get('mode') === 'pickup' || shop.data?.supportsDelivery === false ? 'pickup' : 'delivery'

  return (
    <main className="page menu-page">
      <PageHeader
        title={shop.data?.name ?? t('shop:menu')}
        home
        right={
          <Link to={paths.search()} className="icon-button" aria-label={t('shop:search_all')}>
            <IconSearch />
          </Link>
        }
      />
      {shop.data && <ShopStateBanner shop={shop.data} />}
      <MenuSearchField value={query} onChange={setQuery} />
      {menu.isPending || shop.isPending ? (
        <SkeletonCards count={5} />
      ) : menu.isError || shop.isError || !shop.data ? (
        <ErrorState
          page
          error={shop.error ?? menu.error}
          onRetry={() => {
            void shop.refetch()
            void menu.refetch()
          }}
        />
      ) : (
        <>
          <MenuView categories={menu.data} cart={cart} query={query} />
          <CartBar shop={shop.data} cart={cart} mode={mode} />
        </>
      )}
    </main>
  )
}

/** Without its shopId the page is "not found" (issue 15). */
export const Component = requireParams(['shopId'], MenuPage)
