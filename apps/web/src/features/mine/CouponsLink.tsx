/** The mine page's "My coupons" row with how many valid coupons the member holds (all four kinds). */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { couponPaths } from '../../app/paths'
import { couponCountQueries } from '../../shared/queries/walletQueries'
import { IconCard, IconChevron } from '../../shared/ui/icons'

export function CouponsLink() {
  const { t } = useTranslation('coupon')
  const counts = useQuery({ ...couponCountQueries.counts(), staleTime: 0 })
  const total = counts.data ? Object.values(counts.data).reduce((a, b) => a + b, 0) : null
  return (
    <Link className="list-row" to={couponPaths.coupons()}>
      <IconCard size={22} />
      <span className="list-row-label">{t('my_coupons')}</span>
      <span className="list-row-value" data-testid="coupon-count">
        {total ?? ''}
      </span>
      <IconChevron size={16} />
    </Link>
  )
}
