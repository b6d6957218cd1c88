/**
 * The coupon pages under `#/pages/mine/coupons/`: one lazy route for the four pages (my coupons, the
 * coupon centre, the draw, coupon packs), so the first screen's router carries one entry, not four.
 */
import { useLocation } from 'react-router'
import { COUPON_ROUTES } from '../../app/paths'
import { Component as CentrePage } from './CouponCentrePage'
import { Component as PacksPage } from './CouponPacksPage'
import { Component as CouponsPage } from './CouponsPage'
import { Component as DrawPage } from './DrawPage'

export function Component() {
  const { pathname } = useLocation()
  if (pathname === COUPON_ROUTES.couponCentre) return <CentrePage />
  if (pathname === COUPON_ROUTES.draw) return <DrawPage />
  if (pathname === COUPON_ROUTES.couponPacks) return <PacksPage />
  return <CouponsPage />
}
