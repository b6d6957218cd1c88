/**
 * The nine points-mall routes (`#/pages/internal/mall/...`, spec 2) in one lazy module: the app's
 * router declares one `pages/internal/mall/*` entry, so the mall adds one route stub to the first
 * load instead of nine; the pages themselves stay out of it.
 */
import { Route, Routes } from 'react-router'
import { Component as NotFound } from '../../app/NotFoundPage'
import { ROUTES } from '../../app/paths'
import { Component as Cart } from './MallCartPage'
import { Component as Goods } from './MallGoodsPage'
import { Component as Home } from './MallHomePage'
import { Component as Logistics } from './MallLogisticsPage'
import { Component as Menu } from './MallMenuPage'
import { Component as Order } from './MallOrderPage'
import { Component as Pay } from './MallPayPage'
import { Component as RefundApply } from './MallRefundApplyPage'
import { Component as RefundProgress } from './MallRefundProgressPage'

/** The mall routes' paths below `MALL_PREFIX`, as the nested <Routes> match them. */
export const MALL_PREFIX = '/pages/internal/mall/'
const below = (route: string) => route.slice(MALL_PREFIX.length)

const PAGES = [
  [ROUTES.mallIndex, Home],
  [ROUTES.mallMenu, Menu],
  [ROUTES.mallCart, Cart],
  [ROUTES.mallDetail, Goods],
  [ROUTES.mallPay, Pay],
  [ROUTES.mallOrderDetail, Order],
  [ROUTES.mallRefundApply, RefundApply],
  [ROUTES.mallRefundProgress, RefundProgress],
  [ROUTES.mallLogistics, Logistics],
] as const

export function Component() {
  return (
    <Routes>
      {PAGES.map(([route, Page]) => (
        <Route key={route} path={below(route)} element={<Page />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
