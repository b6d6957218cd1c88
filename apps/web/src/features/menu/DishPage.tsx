import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { useCart } from '../../shared/cart/cart'
import { DishAllergens, DishFactsMarks } from '../../shared/dietary/DishFactsMarks'
import { useDietaryProfile } from '../../shared/dietary/queries'
import { FavouriteHeart } from '../../shared/favourites/FavouriteHeart'
import { imageUrl } from '../../shared/image'
import { ErrorState } from '../../shared/ui/ErrorState'
import { PageHeader } from '../../shared/ui/PageHeader'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { ZhName } from '../../shared/ui/ZhName'
import { CartBar } from './CartBar'
import { OptionPicker } from './OptionPicker'
import { menuQueries, useShopDetail } from './queries'
import { ShopStateBanner } from './ShopStateBanner'
import './menu.css'
import { yuanText } from '../../shared/money'

export function Component() {
  const { t } = useTranslation(['shop', 'common'])
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const goods = useQuery({
    ...menuQueries.goods(id),
    enabled: id !== '',
  })
  const shopId = goods.data?.shopId ?? params.get('shopId') ?? ''
  const shop = useShopDetail(shopId)
  const cart = useCart(shopId)
  const profile = useDietaryProfile()

  if (goods.isPending) {
    return (
      <main className="page dish-page">
        <PageHeader title={t('shop:dish')} home />
        <div className="dish-hero dish-hero-empty" />
        <div className="page-body">
          <SkeletonLines lines={4} />
        </div>
      </main>
    )
  }
  if (goods.isError || !goods.data) {
    return (
      <main className="page dish-page">
        <PageHeader title={t('shop:dish')} home />
        <ErrorState
          page
          error={goods.error}
          message={goods.error?.message}
          onRetry={() => void goods.refetch()}
        />
      </main>
    )
  }
  const g = goods.data
  const src = imageUrl(g.image)
  return (
    <main className="page dish-page">
      <PageHeader title={g.name} home right={<FavouriteHeart goodsId={g.id} />} />
      <div className="dish-hero">
        {src ? (
          <img src={src} alt={g.name} width={375} height={280} decoding="async" />
        ) : (
          <span className="dish-photo-empty" />
        )}
      </div>
      <section className="dish-detail">
        <h2 className="dish-detail-name">{g.name}</h2>
        <ZhName name={g.name} nameZh={g.nameZh} as="p" large />
        <p className="dish-sales">{t('shop:monthly_sales', { n: g.monthlySales })}</p>
        <DishFactsMarks goods={g} profile={profile} />
        <DishAllergens goods={g} />
        {g.description && <p className="dish-detail-desc">{g.description}</p>}
        {g.packingFeeFen > 0 && (
          <p className="dish-sales">{t('shop:packing_fee_each', { amount: yuanText(g.packingFeeFen) })}</p>
        )}
        {g.soldOut && <p className="shop-banner shop-banner-closed">{t('shop:sold_out')}</p>}
      </section>
      {shop.data && <ShopStateBanner shop={shop.data} />}
      <section className="dish-options">
        <OptionPicker
          goods={g}
          disabled={g.soldOut}
          onAdd={(optionIds, number) => {
            cart.add(g, optionIds, number)
            toast.show(t('shop:added_to_cart'))
          }}
        />
      </section>
      {shop.data && (
        <p className="dish-shop-link">
          <Link to={paths.shopDetail(shop.data.id)}>{t('shop:back_to_shop', { name: shop.data.name })}</Link>
        </p>
      )}
      {shop.data && (
        <CartBar shop={shop.data} cart={cart} mode={shop.data.supportsDelivery ? 'delivery' : 'pickup'} />
      )}
    </main>
  )
}
