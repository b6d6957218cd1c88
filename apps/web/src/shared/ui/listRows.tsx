/** Rows of the lists across shops (issue 15): a dish with its shop and price, a branch with its address. */
import type { GoodsWithShop, ShopBranch } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { formatDistance } from '../format'
import { Price } from './Price'
import { Rating } from './Rating'
import { Thumb } from './Thumb'
import { ZhName } from './ZhName'
import './listRows.css'

export function DishRow({ goods }: { goods: GoodsWithShop }) {
  const { t } = useTranslation(['shop', 'help'])
  return (
    <li className="list-item">
      <Link className="list-item-link" to={paths.dish(goods.id, { shopId: goods.shopId })}>
        <Thumb image={goods.image} size={64} className="list-item-thumb" />
        <span className="list-item-body">
          <span className="list-item-name">{goods.name}</span>
          <ZhName name={goods.name} nameZh={goods.nameZh} />
          <span className="list-item-meta">
            {t('shop:from_shop', { name: goods.shopName })}
            {goods.distanceMeters !== null && <bdi>{formatDistance(goods.distanceMeters)}</bdi>}
            {goods.soldOut && <span className="pill pill-closed">{t('shop:sold_out')}</span>}
            {!goods.shopOpen && <span className="pill pill-closed">{t('shop:resting')}</span>}
          </span>
        </span>
        <Price fen={goods.priceFen} className="list-item-end" />
      </Link>
    </li>
  )
}

export function BranchRow({ branch }: { branch: ShopBranch }) {
  const { t } = useTranslation(['shop', 'help'])
  return (
    <li className="list-item">
      <Link className="list-item-link" to={paths.shopDetail(branch.id)}>
        <Thumb image={branch.image} size={64} className="list-item-thumb" />
        <span className="list-item-body">
          <span className="list-item-name">{branch.name}</span>
          <span className="list-item-meta">{branch.address}</span>
          <span className="list-item-meta" lang="zh-Hans">
            {branch.addressZh}
          </span>
          <span className="list-item-meta">
            <Rating rating={branch.rating} count={branch.reviewCount} className="list-item-rating" />
            {branch.distanceMeters !== null && <bdi>{formatDistance(branch.distanceMeters)}</bdi>}
            {!branch.open && <span className="pill pill-closed">{t('shop:resting')}</span>}
            {!branch.inRange && branch.supportsDelivery && branch.distanceMeters !== null && (
              <span className="pill pill-muted">{t('help:does_not_deliver_here')}</span>
            )}
          </span>
        </span>
      </Link>
    </li>
  )
}
