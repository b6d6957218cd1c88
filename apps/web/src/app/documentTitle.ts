/**
 * The browser tab's and the history list's name for each screen, in the app's language (issue 16):
 * "Menu · Siam". Keys live in `common` (loaded before the first screen), so a title never waits for
 * a page's own namespace.
 */
import { t } from '../shared/i18n'
import { ROUTES } from './paths'

type RouteName = keyof typeof ROUTES

/** Every route of ROUTES (paths.test.ts and documentTitle.test.ts keep this whole). */
export const TITLE_KEYS: Record<RouteName, string | null> = {
  home: 'tab_home',
  homeAlias: 'tab_home',
  delivery: 'tab_delivery',
  blog: 'tab_blog',
  blogArticle: 'tab_blog',
  dietary: 'title_dietary',
  mine: 'tab_mine',
  shopList: 'title_shops',
  shopDetail: 'title_shop',
  menu: 'title_menu',
  dish: 'title_dishes',
  search: 'title_search',
  confirmOrder: 'title_confirm_order',
  pay: 'title_payment',
  paymentCheck: 'title_payment',
  orders: 'title_orders',
  orderDetail: 'title_order',
  refundApply: 'title_refund',
  refundProgress: 'title_refund',
  orderEvaluate: 'title_review',
  addressInsert: 'title_addresses',
  addressIndex: 'title_addresses',
  addressEdit: 'title_addresses',
  addressReplace: 'title_addresses',
  addressSearch: 'title_addresses',
  addressChoose: 'title_addresses',
  addressPicker: 'title_addresses',
  addressDelivery: 'title_addresses',
  loginChoose: 'title_login',
  loginEmail: 'title_login',
  loginCode: 'title_login',
  loginRegister: 'title_login',
  loginForget: 'title_login',
  loginAuthorization: 'title_login',
  balance: 'title_balance',
  billDetail: 'title_balance',
  member: 'title_membership',
  recharge: 'title_membership',
  rechargeRecords: 'title_membership',
  security: 'title_security',
  securityReset: 'title_security',
  securityVerify: 'title_security',
  integral: 'title_points',
  pendingPoints: 'title_points',
  mallIndex: 'title_mall',
  mallMenu: 'title_mall',
  mallCart: 'title_mall',
  mallDetail: 'title_mall',
  mallPay: 'title_mall',
  mallOrderDetail: 'title_mall',
  mallRefundApply: 'title_mall',
  mallRefundProgress: 'title_mall',
  mallLogistics: 'title_mall',
  shopBranches: 'title_shop',
  itemList: 'title_dishes',
  featuredItems: 'title_dishes',
  shopInfo: 'title_shop',
  // an article or an outside page: its own heading names it, the tab says the app
  webview: null,
  faq: 'title_help',
  userInfo: 'title_profile',
  share: 'title_invite',
  shareReward: 'title_invite',
  unreceivedReward: 'title_invite',
  withdrawal: 'title_invite',
  withdrawalDetail: 'title_invite',
  affiliate: 'title_invite',
  collect: 'title_favourites',
}

const BY_PATH = new Map<string, string | null>(
  Object.entries(ROUTES).map(([name, path]) => [path, TITLE_KEYS[name as RouteName]]),
)
/** The coupon pages' lazy route (couponPaths.ts, kept out of the first bundle, so not imported here). */
const COUPON_PREFIX = '/pages/mine/coupons/'

/** The `common` key naming the screen at `pathname`; null = just the app's name. */
export function titleKeyOf(pathname: string): string | null {
  const known = BY_PATH.get(pathname)
  if (known !== undefined) return known
  if (pathname.startsWith(COUPON_PREFIX)) return 'title_coupons'
  return 'not_found_title'
}

export function documentTitle(screen: string | null): string {
  return screen ? `${screen} · Siam` : 'Siam'
}

/** Sets document.title to the screen at `pathname`, in the current language. */
export function applyTitle(pathname: string): void {
  const key = titleKeyOf(pathname)
  document.title = documentTitle(key ? t(`common:${key}`) : null)
}
