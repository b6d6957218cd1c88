/** One dish in the menu list (a compact row): photo, names, dietary marks, description, sales, price, add. */
import type { Goods } from '@siam/contracts'
import type { DietaryProfile } from '@siam/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { type Cart, goodsCount, lineKey } from '../../shared/cart/cart'
import { DishFactsMarks } from '../../shared/dietary/DishFactsMarks'
import { imageUrl } from '../../shared/image'
import { Price } from '../../shared/ui/Price'
import { Stepper } from '../../shared/ui/Stepper'
import { ZhName } from '../../shared/ui/ZhName'
import { hasRequiredOptions } from './options'

export function DishCard({
  goods,
  cart,
  onChoose,
  profile,
}: {
  goods: Goods
  cart: Cart
  onChoose: (g: Goods) => void
  /** the member's dietary profile: dishes that conflict carry a badge with the reasons */
  profile: DietaryProfile
}) {
  const { t } = useTranslation('shop')
  const src = imageUrl(goods.image)
  const count = goodsCount(cart.lines, goods.id)
  const countId = useId()
  // A dish whose groups are all optional is added plain with the small "+"; its page offers the extras.
  const withOptions = hasRequiredOptions(goods)
  const plainKey = lineKey(goods.id, [])
  const plainNumber = cart.lines.find((l) => l.key === plainKey)?.number ?? 0
  const link = paths.dish(goods.id, { shopId: goods.shopId })

  return (
    <li className={goods.soldOut ? 'dish dish-soldout' : 'dish'} data-goods-id={goods.id}>
      <Link to={link} className="dish-photo" tabIndex={-1} aria-hidden="true">
        {src ? (
          <img src={src} alt="" loading="lazy" decoding="async" width={72} height={72} />
        ) : (
          <span className="dish-photo-empty" />
        )}
        {goods.soldOut && <span className="dish-soldout-mark">{t('shop:sold_out')}</span>}
      </Link>
      <div className="dish-body">
        <h4 className="dish-name">
          <Link to={link}>{goods.name}</Link>
        </h4>
        <ZhName name={goods.name} nameZh={goods.nameZh} as="p" />
        <DishFactsMarks goods={goods} profile={profile} />
        {goods.description && <p className="dish-desc">{goods.description}</p>}
        <p className="dish-sales">{t('shop:monthly_sales', { n: goods.monthlySales })}</p>
        <div className="dish-foot">
          <Price fen={goods.priceFen} />
          {goods.soldOut ? (
            <span className="dish-soldout-label">{t('shop:sold_out')}</span>
          ) : withOptions ? (
            // The count sits beside the button, not in it: the button's name holds all of its visible
            // text (WCAG 2.5.3, axe label-content-name-mismatch) and the count describes it.
            <span className="dish-choose-wrap">
              <button
                type="button"
                className="btn btn-primary btn-small dish-choose"
                onClick={() => onChoose(goods)}
                aria-label={t('shop:choose_options_for', { name: goods.name })}
                aria-describedby={count > 0 ? countId : undefined}
              >
                {t('shop:choose_options')}
              </button>
              {count > 0 && (
                <span id={countId} className="count-pill dish-choose-count">
                  <bdi>{count}</bdi>
                </span>
              )}
            </span>
          ) : (
            <Stepper
              value={plainNumber}
              name={goods.name}
              onChange={(n) => (plainNumber === 0 ? cart.add(goods, [], 1) : cart.setNumber(plainKey, n))}
            />
          )}
        </div>
      </div>
    </li>
  )
}
