/**
 * What the order earns from coupons (issue 11): the rebate card's rebate to come (credited when the
 * order completes) and the on-time promise's compensation coupon after a late delivery.
 */
import type { OrderDetail } from '@siam/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { couponPaths } from '../../app/paths'
import { yuanText } from '../../shared/money'
import { orderBenefitQueries } from './queries'

export function CouponBenefits({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('coupon')
  const benefits = useQuery({
    ...orderBenefitQueries.benefits(order.id, order.status),
    enabled: order.status !== 1,
  })
  const b = benefits.data
  if (!b || (b.rebateFen === 0 && !b.compensationCoupon)) return null
  return (
    <section className="section" data-testid="coupon-benefits">
      {b.rebateFen > 0 && (
        <p>{t(b.rebateCredited ? 'rebate_credited' : 'rebate_to_come', { amount: yuanText(b.rebateFen) })}</p>
      )}
      {b.compensationCoupon && (
        <p>
          <Link to={couponPaths.coupons({ tab: 'shop' })}>
            {t('compensation', { amount: yuanText(b.compensationCoupon.amountFen) })}
          </Link>
        </p>
      )}
    </section>
  )
}
