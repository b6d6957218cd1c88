/**
 * Sticky cart bar: item count badge, preview total (domain priceOrder, display only: the confirm page shows
 * the server's amounts), "still missing ¥x" below the delivery minimum, and checkout. The cart sheet lists
 * the lines with steppers and "clear".
 */
import type { ShopDetail } from '@siam/contracts'
import { type PriceBreakdown, priceOrder } from '@siam/domain'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../app/paths'
import type { Cart, CartLine } from '../../shared/cart/cart'
import { IconCart, IconTrash } from '../../shared/ui/icons'
import { showModal } from '../../shared/ui/modal'
import { Price } from '../../shared/ui/Price'
import { Sheet } from '../../shared/ui/Sheet'
import { Stepper } from '../../shared/ui/Stepper'
import { ZhName } from '../../shared/ui/ZhName'
import { showRestingModal } from './resting'
import './menu.css'
import { yuanText } from '../../shared/money'

export type OrderMode = 'delivery' | 'pickup'
type ShopForCart = Pick<
  ShopDetail,
  | 'id'
  | 'open'
  | 'operating'
  | 'minimumOrderFen'
  | 'fullReductionTiers'
  | 'deliveryFeeFen'
  | 'supportsDelivery'
>

/** Goods + packing - full reduction for the cart (delivery fee left out: it depends on the address). */
function previewCart(lines: readonly CartLine[], shop: ShopForCart, mode: OrderMode): PriceBreakdown | null {
  if (lines.length === 0) return null
  return priceOrder({
    kind: mode,
    lines: lines.map((l) => ({
      goodsId: l.goodsId,
      basePriceFen: l.unitPriceFen,
      optionPricesFen: [],
      packingFeeFen: l.packingFeeFen,
      quantity: l.number,
    })),
    fullReductionTiers: shop.fullReductionTiers,
    deliveryFeeFen: 0,
    deliverySubsidyFen: 0,
    minimumOrderFen: shop.minimumOrderFen,
  })
}

export function isShopClosed(shop: Pick<ShopDetail, 'open' | 'operating'>): boolean {
  return !shop.open || !shop.operating
}

export function CartBar({ shop, cart, mode }: { shop: ShopForCart; cart: Cart; mode: OrderMode }) {
  const { t } = useTranslation('shop')
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const preview = useMemo(() => previewCart(cart.lines, shop, mode), [cart.lines, shop, mode])
  const closed = isShopClosed(shop)
  const missing = mode === 'delivery' ? (preview?.missingForMinimumFen ?? shop.minimumOrderFen) : 0
  const close = useCallback(() => setOpen(false), [])

  function checkout() {
    if (closed) {
      void showRestingModal()
      return
    }
    if (cart.count === 0 || missing > 0) return
    setOpen(false)
    navigate(paths.confirmOrder(shop.id, mode === 'pickup' ? { mode: 'pickup' } : undefined))
  }

  function clear() {
    showModal({ content: t('shop:clear_cart_confirm'), confirmText: t('shop:clear') })
      .then(() => {
        cart.clear()
        setOpen(false)
      })
      .catch(() => {})
  }

  let action: string
  if (closed) action = t('shop:resting')
  else if (cart.count === 0)
    action =
      mode === 'delivery' && missing > 0
        ? t('shop:minimum_n', { amount: yuanText(missing) })
        : t('shop:checkout')
  else if (missing > 0) action = t('shop:still_missing', { amount: yuanText(missing) })
  else action = t('shop:checkout')
  const actionDisabled = !closed && (cart.count === 0 || missing > 0)

  const summary = (
    <div className="cart-bar-summary">
      {preview ? (
        <>
          <span className="cart-bar-total">
            <Price fen={preview.totalFen} className="price-big" />
            {preview.fullReductionFen > 0 && (
              <span className="cart-bar-saved">
                {t('shop:saved', { amount: yuanText(preview.fullReductionFen) })}
              </span>
            )}
          </span>
          {mode === 'delivery' && shop.deliveryFeeFen !== null && (
            <span className="cart-bar-note">
              {shop.deliveryFeeFen === 0
                ? t('shop:free_delivery')
                : t('shop:delivery_fee_about', { amount: yuanText(shop.deliveryFeeFen) })}
            </span>
          )}
          {mode === 'pickup' && <span className="cart-bar-note">{t('shop:pickup_no_fee')}</span>}
        </>
      ) : (
        <span className="cart-bar-empty">{t('shop:cart_empty')}</span>
      )}
    </div>
  )

  return (
    <>
      <section
        className={open ? 'bottom-bar cart-bar cart-bar-raised' : 'bottom-bar cart-bar'}
        aria-label={t('shop:cart')}
      >
        <button
          type="button"
          className={cart.count > 0 ? 'cart-bar-icon has-items' : 'cart-bar-icon'}
          aria-label={t('shop:open_cart', { count: cart.count })}
          aria-expanded={open}
          disabled={cart.count === 0}
          onClick={() => setOpen(true)}
        >
          <IconCart size={26} />
          {cart.count > 0 && (
            <span className="count-pill cart-bar-badge" aria-hidden="true">
              {cart.count > 99 ? '99+' : cart.count}
            </span>
          )}
        </button>
        {summary}
        <button
          type="button"
          className={closed ? 'cart-bar-go cart-bar-go-closed' : 'cart-bar-go'}
          aria-disabled={actionDisabled}
          onClick={checkout}
        >
          {action}
        </button>
      </section>
      <Sheet open={open && cart.count > 0} onClose={close} title={t('shop:cart')} className="cart-sheet">
        <div className="cart-sheet-head">
          {preview && preview.packingFen > 0 && (
            <span className="cart-sheet-packing">
              {t('shop:packing_fee')} <Price fen={preview.packingFen} />
            </span>
          )}
          <button type="button" className="link-button cart-sheet-clear" onClick={clear}>
            <IconTrash size={16} /> {t('shop:clear')}
          </button>
        </div>
        <ul className="cart-lines">
          {cart.lines.map((l) => (
            <li key={l.key} className="cart-line">
              <div className="cart-line-names">
                <span className="cart-line-name">{l.name}</span>
                <ZhName name={l.name} nameZh={l.nameZh} />
                {l.optionNames && l.optionNames.length > 0 && (
                  <span className="cart-line-options">{l.optionNames.join(' / ')}</span>
                )}
              </div>
              <Price fen={l.unitPriceFen * l.number} />
              <Stepper value={l.number} name={l.name} onChange={(n) => cart.setNumber(l.key, n)} />
            </li>
          ))}
        </ul>
      </Sheet>
    </>
  )
}
