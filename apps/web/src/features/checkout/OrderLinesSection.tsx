/** The items of the order and what they cost, with what keeps the order from being placed. */
import type { OrderQuote } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import type { CartLine } from '../../shared/cart/cart'
import { formatDistance } from '../../shared/format'
import { yuanText } from '../../shared/money'
import { ErrorState } from '../../shared/ui/ErrorState'
import { AmountRow, OrderLineItem } from '../../shared/ui/orderParts'
import { Price } from '../../shared/ui/Price'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import type { Way } from './orderDraft'

/** Blockers the page explains itself; any other key is listed with its message. */
const HANDLED = new Set(['SHOP_RESTING', 'BELOW_MINIMUM', 'OUT_OF_RANGE', 'ADDRESS_REQUIRED'])

export function otherBlockersOf(blockers: readonly string[]): string[] {
  return blockers.filter((b) => !HANDLED.has(b))
}

/** How much is missing for the shop's minimum order (0 when the minimum is met). */
export function missingForMinimum(quote: OrderQuote | undefined): number {
  return quote?.blockers.includes('BELOW_MINIMUM') ? quote.missingForMinimumFen : 0
}

interface PreviewState {
  quote: OrderQuote | undefined
  error: Error | null
  retry: () => void
}

export function OrderLinesSection({
  shopId,
  shopName,
  lines,
  way,
  preview: { quote, error, retry },
}: {
  shopId: string
  shopName: string | undefined
  lines: CartLine[]
  way: Way
  preview: PreviewState
}) {
  const { t } = useTranslation('order')
  const below = missingForMinimum(quote)
  return (
    <section className="section confirm-lines" aria-label={t('order:items')}>
      <div className="confirm-lines-head">
        <h2 className="section-title">{shopName ?? t('order:items')}</h2>
        <Link to={paths.menu(shopId)} className="link-button">
          {t('order:edit_items')}
        </Link>
      </div>
      <OrderLines quote={quote} lines={lines} />
      {error && !quote ? (
        <ErrorState error={error} message={error.message} onRetry={retry} />
      ) : quote ? (
        <Amounts quote={quote} way={way} />
      ) : (
        <SkeletonLines lines={4} />
      )}
      {error && quote && (
        <p className="field-error" role="alert">
          {error.message}
        </p>
      )}
      {below > 0 && (
        <p className="o-notice o-notice-warning" role="status">
          {t('order:below_minimum', {
            amount: yuanText(below),
            minimum: yuanText(quote?.minimumOrderFen ?? 0),
          })}
        </p>
      )}
      {otherBlockersOf(quote?.blockers ?? []).map((b) => (
        <p className="o-notice o-notice-danger" role="alert" key={b}>
          {t(`order:blocker_${b.toLowerCase()}`, { defaultValue: t('order:blocker_other') })}
        </p>
      ))}
    </section>
  )
}

/** The priced lines once a quote is in, the cart's lines until then. */
function OrderLines({ quote, lines }: { quote: OrderQuote | undefined; lines: CartLine[] }) {
  return (
    <ul className="order-lines">
      {(quote?.lines ?? []).length > 0
        ? quote?.lines.map((l) => (
            <OrderLineItem
              key={`${l.goodsId}|${l.optionNames.join(',')}`}
              image={l.image}
              name={l.name}
              nameZh={l.nameZh}
              optionNames={l.optionNames}
              quantity={l.quantity}
              fen={l.goodsFen}
            />
          ))
        : lines.map((l) => (
            <OrderLineItem key={l.key} image={l.image} name={l.name} nameZh={l.nameZh} quantity={l.number} />
          ))}
    </ul>
  )
}

function Amounts({ quote, way }: { quote: OrderQuote; way: Way }) {
  const { t } = useTranslation('order')
  const subsidised = quote.deliveryFeeBeforeSubsidyFen > quote.deliveryFeeFen
  return (
    <dl className="amounts">
      <AmountRow label={t('order:goods_total')} fen={quote.goodsFen} />
      <AmountRow label={t('order:packing_fee')} fen={quote.packingFen} />
      {way === 'delivery' && (
        <AmountRow
          label={
            <>
              {t('order:delivery_fee')}
              {quote.distanceMeters !== null && (
                <span className="amounts-note">
                  {' '}
                  <bdi>{formatDistance(quote.distanceMeters)}</bdi>
                </span>
              )}
            </>
          }
          fen={quote.deliveryFeeFen}
          before={
            subsidised && (
              <span className="amounts-before">
                <span className="visually-hidden">{t('order:before_subsidy')}</span>
                <Price fen={quote.deliveryFeeBeforeSubsidyFen} strike />
              </span>
            )
          }
        />
      )}
      {quote.fullReductionFen > 0 && (
        <AmountRow label={t('order:full_reduction')} fen={quote.fullReductionFen} minus />
      )}
      {quote.couponFen > 0 && <AmountRow label={t('order:coupon')} fen={quote.couponFen} minus />}
      <AmountRow label={t('order:total')} fen={quote.totalFen} total />
    </dl>
  )
}
