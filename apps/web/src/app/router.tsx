/**
 * Hash routes under /web/, paths exactly as the specification. The layout and the home page are in the
 * first bundle; every other page is a lazy module exporting `Component` (react-router's lazy convention).
 */
import { createHashRouter, type RouteObject } from 'react-router'
import { HomePage } from '../features/home/HomePage'
import { setNavigationProbe } from '../shared/ui/sheetHistory'
import { ROUTES } from './paths'
import { PageFallback, RootLayout } from './RootLayout'
import { RouteError } from './RouteError'

const rel = (p: string) => p.replace(/^\//, '')

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // shown while the first page's lazy module loads
    hydrateFallbackElement: <PageFallback />,
    children: [
      { index: true, element: <HomePage /> },
      { path: rel(ROUTES.homeAlias), element: <HomePage /> },
      { path: rel(ROUTES.delivery), lazy: () => import('../features/home/DeliveryPage') },
      { path: rel(ROUTES.blog), lazy: () => import('../features/blog/BlogPage') },
      { path: rel(ROUTES.blogArticle), lazy: () => import('../features/blog/ArticlePage') },
      { path: rel(ROUTES.mine), lazy: () => import('../features/mine/MinePage') },
      { path: rel(ROUTES.shopList), lazy: () => import('../features/home/ShopListPage') },
      { path: rel(ROUTES.shopDetail), lazy: () => import('../features/menu/ShopDetailPage') },
      { path: rel(ROUTES.menu), lazy: () => import('../features/menu/MenuPage') },
      { path: rel(ROUTES.dish), lazy: () => import('../features/menu/DishPage') },
      { path: rel(ROUTES.search), lazy: () => import('../features/menu/SearchPage') },
      { path: rel(ROUTES.confirmOrder), lazy: () => import('../features/checkout/ConfirmOrderPage') },
      { path: rel(ROUTES.pay), lazy: () => import('../features/pay/PayPage') },
      { path: rel(ROUTES.paymentCheck), lazy: () => import('../features/pay/PaymentCheckPage') },
      { path: rel(ROUTES.orders), lazy: () => import('../features/orders/OrderListPage') },
      { path: rel(ROUTES.orderDetail), lazy: () => import('../features/orders/OrderDetailPage') },
      { path: rel(ROUTES.refundApply), lazy: () => import('../features/aftersale/RefundApplyPage') },
      { path: rel(ROUTES.refundProgress), lazy: () => import('../features/aftersale/RefundProgressPage') },
      { path: rel(ROUTES.orderEvaluate), lazy: () => import('../features/reviews/EvaluatePage') },
      { path: rel(ROUTES.addressIndex), lazy: () => import('../features/address/AddressListPage') },
      { path: rel(ROUTES.addressInsert), lazy: () => import('../features/address/AddressInsertPage') },
      { path: rel(ROUTES.addressEdit), lazy: () => import('../features/address/AddressEditPage') },
      { path: rel(ROUTES.addressReplace), lazy: () => import('../features/address/AddressReplacePage') },
      { path: rel(ROUTES.addressSearch), lazy: () => import('../features/address/AddressSearchPage') },
      { path: rel(ROUTES.addressChoose), lazy: () => import('../features/address/AddressChoosePage') },
      { path: rel(ROUTES.addressPicker), lazy: () => import('../features/address/AddressPickerPage') },
      { path: rel(ROUTES.addressDelivery), lazy: () => import('../features/address/AddressDeliveryPage') },
      { path: rel(ROUTES.loginChoose), lazy: () => import('../features/auth/ChoosePage') },
      { path: rel(ROUTES.loginEmail), lazy: () => import('../features/auth/EmailLoginPage') },
      { path: rel(ROUTES.loginCode), lazy: () => import('../features/auth/CodeLoginPage') },
      { path: rel(ROUTES.loginRegister), lazy: () => import('../features/auth/RegisterPage') },
      { path: rel(ROUTES.loginForget), lazy: () => import('../features/auth/ForgetPage') },
      { path: rel(ROUTES.balance), lazy: () => import('../features/wallet/BalancePage') },
      { path: rel(ROUTES.member), lazy: () => import('../features/wallet/MemberPage') },
      { path: rel(ROUTES.recharge), lazy: () => import('../features/wallet/RechargePage') },
      { path: rel(ROUTES.rechargeRecords), lazy: () => import('../features/wallet/RechargeRecordsPage') },
      { path: rel(ROUTES.billDetail), lazy: () => import('../features/wallet/BillDetailPage') },
      { path: rel(ROUTES.security), lazy: () => import('../features/security/SecurityPage') },
      { path: rel(ROUTES.securityReset), lazy: () => import('../features/security/SetPasswordPage') },
      { path: rel(ROUTES.securityVerify), lazy: () => import('../features/security/ResetPasswordPage') },
      { path: rel(ROUTES.integral), lazy: () => import('../features/points/PointsPage') },
      { path: rel(ROUTES.pendingPoints), lazy: () => import('../features/points/PendingPointsPage') },
      // the nine mall pages in one lazy module (features/mall/MallRoutes.tsx)
      { path: 'pages/internal/mall/*', lazy: () => import('../features/mall/MallRoutes') },
      { path: rel(ROUTES.shopBranches), lazy: () => import('../features/discover/ShopBranchesPage') },
      { path: rel(ROUTES.itemList), lazy: () => import('../features/discover/ItemListPage') },
      { path: rel(ROUTES.featuredItems), lazy: () => import('../features/discover/FeaturedItemsPage') },
      { path: rel(ROUTES.shopInfo), lazy: () => import('../features/menu/ShopInfoPage') },
      { path: rel(ROUTES.webview), lazy: () => import('../features/help/WebviewPage') },
      { path: rel(ROUTES.faq), lazy: () => import('../features/help/FaqPage') },
      { path: rel(ROUTES.loginAuthorization), lazy: () => import('../features/auth/AuthorizationPage') },
      { path: rel(ROUTES.dietary), lazy: () => import('../features/dietary/DietaryPage') },
      // profile, invitations, withdrawals, favourites (issue 13): one entry and one chunk
      { path: 'pages/mine/*', lazy: () => import('./memberCorner') },
      // my coupons, the coupon centre, the draw and coupon packs: one lazy module (CouponArea)
      { path: 'pages/mine/coupons/*', lazy: () => import('../features/coupons/CouponArea') },
      { path: '*', lazy: () => import('./NotFoundPage') },
    ],
  },
]

export function createAppRouter() {
  const router = createHashRouter(routes)
  // A sheet closed just before a navigation must not pop its history entry under it (sheetHistory.ts).
  setNavigationProbe(() => router.state.navigation.state !== 'idle')
  return router
}
