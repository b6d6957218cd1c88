/** Small parts the mall pages share: the price in points (+ cash), a goods card, the mall header links. */
import type { MallGoods } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { imageUrl } from '../../shared/image'
import { Price } from '../../shared/ui/Price'
import './mall.css'

/** "500 points" or "300 points + ¥9.90". */
export function MallPrice({
  points,
  cashFen,
  className,
}: {
  points: number
  cashFen: number
  className?: string
}) {
  const { t } = useTranslation('mall')
  return (
    <span className={`mall-price${className ? ` ${className}` : ''}`}>
      <bdi>{t('points_amount', { n: points })}</bdi>
      {cashFen > 0 && (
        <>
          {' + '}
          <Price fen={cashFen} />
        </>
      )}
    </span>
  )
}

export function GoodsCard({ goods }: { goods: MallGoods }) {
  const { t } = useTranslation('mall')
  const src = imageUrl(goods.image)
  return (
    <Link className="mall-card" to={paths.mallDetail(goods.id)} data-testid="mall-goods">
      <div className="mall-card-image">{src && <img src={src} alt="" loading="lazy" />}</div>
      <p className="mall-card-name">{goods.name}</p>
      <MallPrice points={goods.points} cashFen={goods.cashFen} />
      {goods.stock === 0 && <span className="mall-card-soldout">{t('sold_out')}</span>}
    </Link>
  )
}

/** The mall's top links: categories, cart (with its count) and the member's mall orders. */
export function MallNav() {
  const { t } = useTranslation('mall')
  return (
    <nav className="mall-nav" aria-label={t('mall_nav')}>
      <Link to={paths.mallMenu()}>{t('categories')}</Link>
      <Link to={paths.mallCart()}>{t('cart')}</Link>
      <Link to={paths.mallOrders()}>{t('my_orders')}</Link>
      <Link to={paths.integral()}>{t('my_points')}</Link>
    </nav>
  )
}
