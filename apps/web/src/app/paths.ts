/**
 * Every in-app link (hash routes, paths exactly as the specification). Build links only here:
 * `<Link to={paths.shopDetail(id)}>` or `navigate(paths.orders('waitPayment'))`.
 */

type Query = Record<string, string | number | boolean | null | undefined>

/** '/a/b' + { x: 1, y: undefined } -> '/a/b?x=1' (empty values are left out). */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue
    params.set(k, String(v))
  }
  const s = params.toString()
  return s ? `${path}?${s}` : path
}

/** Route patterns (no query), as the router declares them. */
export const ROUTES = {
  home: '/',
  homeAlias: '/pages/index/index',
  delivery: '/pages/index/delivery_index',
  blog: '/pages/blog/blog',
  blogArticle: '/pages/blog/article/article',
  mine: '/pages/mine/index/index',
  shopList: '/pages/shop/list/list',
  shopDetail: '/pages/shop/detail/detail',
  menu: '/pages/menu/index/index',
  dish: '/pages/menu/detail/detail',
  search: '/pages/menu/search/search',
  confirmOrder: '/pages/menu/pay/pay',
  pay: '/pages/shop/pay/pay',
  paymentCheck: '/pages/shop/success/success',
  orders: '/pages/order/index/index',
  orderDetail: '/pages/order/detail/detail',
  refundApply: '/pages/order/refund/apply/apply',
  refundProgress: '/pages/order/refund/progress/progress',
  orderEvaluate: '/pages/order/evaluate/evaluate',
  addressInsert: '/pages/address/insert/insert',
  addressIndex: '/pages/address/index/index',
  addressEdit: '/pages/address/edit/edit',
  addressReplace: '/pages/address/replace/replace',
  addressSearch: '/pages/address/search/search',
  addressChoose: '/pages/address/choose/choose',
  addressPicker: '/pages/address/choose/address_picker',
  addressDelivery: '/pages/address/delivery/delivery',
  loginChoose: '/pages/internal/login/choose/choose',
  loginEmail: '/pages/internal/login/email/email',
  loginCode: '/pages/internal/login/code/code',
  loginRegister: '/pages/internal/login/register/register',
  loginForget: '/pages/internal/login/forget/forget',
  balance: '/pages/mine/balance/index/index',
  member: '/pages/mine/member/index/index',
  recharge: '/pages/mine/member/recharge/recharge',
  rechargeRecords: '/pages/mine/member/record/record',
  billDetail: '/pages/mine/member/detail/detail',
  security: '/pages/mine/security/index/index',
  securityReset: '/pages/mine/security/reset/reset',
  securityVerify: '/pages/mine/security/verify/verify',
  integral: '/pages/mine/integral/integral',
  pendingPoints: '/pages/mine/unreceived/integral/list/list',
  mallIndex: '/pages/internal/mall/index/index',
  mallMenu: '/pages/internal/mall/menu/menu',
  mallCart: '/pages/internal/mall/car/car',
  mallDetail: '/pages/internal/mall/detail/detail',
  mallPay: '/pages/internal/mall/pay/pay',
  mallOrderDetail: '/pages/internal/mall/order/detail/detail',
  mallRefundApply: '/pages/internal/mall/order/refund/apply/apply',
  mallRefundProgress: '/pages/internal/mall/order/refund/progress/progress',
  mallLogistics: '/pages/internal/mall/order/logistics/logistics',
  shopBranches: '/pages/shop/list/shop_addr_list',
  itemList: '/pages/shop/list/item_list',
  featuredItems: '/pages/shop/list/feature_item_list',
  shopInfo: '/pages/near/detail/detail',
  webview: '/pages/webview/index',
  faq: '/pages/help/faq/faq',
  loginAuthorization: '/pages/internal/login/authorization/authorization',
  userInfo: '/pages/mine/userinfo/userinfo',
  share: '/pages/mine/share/index/index',
  shareReward: '/pages/mine/share/reward/reward',
  unreceivedReward: '/pages/mine/unreceived/reward/list/list',
  withdrawal: '/pages/mine/share/withdrawal/index/index',
  withdrawalDetail: '/pages/mine/share/withdrawal/detail/detail',
  affiliate: '/pages/mine/affiliate/index/index',
  collect: '/pages/mine/collect/index/index',
  /** Issue 14: the member's dietary profile (not in the specification's list; named in its style). */
  dietary: '/pages/mine/dietary/index/index',
} as const

// The coupon pages live in couponPaths.ts: only the pages that link there carry them.
export { COUPON_ROUTES, type CouponTabName, couponPaths } from './couponPaths'

export type OrderTabName = 'all' | 'waitPayment' | 'waitReceived' | 'waitPickedUp' | 'afterSales'
/** The tabs of the mall kind of "my orders". */
export type MallOrderTabName = 'all' | 'toShip' | 'toReceive' | 'completed' | 'afterSale'

/** Optional login query: where to go back to after login, and who invited the visitor. */
export interface LoginQuery {
  redirect?: string
  inviterId?: string
}

/** Payment methods, as the pay links name a method (the one that failed, to move on from it). */
export type PayMethodName = 'balance' | 'wechat' | 'alipay' | 'card'

/**
 * Where a payment check page belongs: an order (its id), a recharge, or a target registered with the
 * payments module (decision 0025): a coupon pack purchase or a mall order's cash part.
 */
export type PaymentTarget =
  | string
  | { rechargeId: string }
  | { couponPurchaseId: string }
  | { mallOrderId: string }

/** The address pages: where to go back to with the result (an in-app path). */
export interface AddressReturnQuery {
  redirect?: string
}

/** The payment password forms: where to go back to afterwards (e.g. the pay page). */
export interface RedirectQuery {
  redirect?: string
}

export const paths = {
  home: () => ROUTES.home,
  delivery: () => ROUTES.delivery,
  blog: () => ROUTES.blog,
  blogArticle: (id: string) => withQuery(ROUTES.blogArticle, { id }),
  mine: () => ROUTES.mine,
  shopList: (query?: { type?: string; taste?: string; scope?: string; keywords?: string }) =>
    withQuery(ROUTES.shopList, query),
  shopDetail: (id: string, query?: { tab?: string }) => withQuery(ROUTES.shopDetail, { id, ...query }),
  menu: (shopId: string) => withQuery(ROUTES.menu, { shopId }),
  dish: (id: string, query?: { shopId?: string }) => withQuery(ROUTES.dish, { id, ...query }),
  search: (keywords?: string) => withQuery(ROUTES.search, { keywords }),
  confirmOrder: (shopId: string, query?: Query) => withQuery(ROUTES.confirmOrder, { shopId, ...query }),
  /** `failed`: the method that just failed; the page preselects the next one. */
  pay: (orderId: string, query?: { failed?: PayMethodName }) => withQuery(ROUTES.pay, { orderId, ...query }),
  paymentCheck: (paymentId: string, target: PaymentTarget) =>
    withQuery(
      ROUTES.paymentCheck,
      typeof target === 'string' ? { paymentId, orderId: target } : { paymentId, ...target },
    ),
  orders: (tab?: OrderTabName) => withQuery(ROUTES.orders, { tab: tab === 'all' ? undefined : tab }),
  /** "My orders", mall kind (spec 2: takeaway and mall orders), on one of its tabs. */
  mallOrders: (tab?: MallOrderTabName) =>
    withQuery(ROUTES.orders, { kind: 'mall', tab: tab === 'all' ? undefined : tab }),
  orderDetail: (id: string) => withQuery(ROUTES.orderDetail, { id }),
  /** Ask for money back on an order (its id). */
  refundApply: (orderId: string) => withQuery(ROUTES.refundApply, { id: orderId }),
  /** The refund requests of an order (its id); `refundId` opens that request first. */
  refundProgress: (orderId: string, query?: { refundId?: string }) =>
    withQuery(ROUTES.refundProgress, { id: orderId, ...query }),
  /** Review an order (its id): the merchant rating with photos. */
  orderEvaluate: (orderId: string) => withQuery(ROUTES.orderEvaluate, { id: orderId }),
  /** Add an address; `redirect` gets `addressId=<new id>` on the way back. */
  addressInsert: (query?: AddressReturnQuery) => withQuery(ROUTES.addressInsert, { ...query }),
  /** The address book (default first). */
  addressIndex: () => ROUTES.addressIndex,
  addressEdit: (id: string, query?: AddressReturnQuery) => withQuery(ROUTES.addressEdit, { id, ...query }),
  /** Change the location the app browses from (saved address, search, map, current position). */
  addressReplace: (query?: AddressReturnQuery) => withQuery(ROUTES.addressReplace, { ...query }),
  /** Search a place; it is handed back to `redirect`. */
  addressSearch: (query?: AddressReturnQuery & { keywords?: string }) =>
    withQuery(ROUTES.addressSearch, { ...query }),
  /** Delivery or self-pickup for a shop's order; the choice goes back to `redirect` as mode/dining/addressId. */
  addressChoose: (
    query: AddressReturnQuery & {
      shopId: string
      mode?: 'delivery' | 'pickup'
      dining?: 'dine_in' | 'take_away'
      addressId?: string
    },
  ) => withQuery(ROUTES.addressChoose, { ...query }),
  /** The map picker; the point is handed back to `redirect`. `lng,lat` (WGS-84) centres it. */
  addressPicker: (query?: AddressReturnQuery & { at?: string }) =>
    withQuery(ROUTES.addressPicker, { ...query }),
  /** Choose the delivery address (for a shop: range shown); `redirect` gets `addressId=`. */
  addressDelivery: (query?: AddressReturnQuery & { shopId?: string; selected?: string }) =>
    withQuery(ROUTES.addressDelivery, { ...query }),
  loginChoose: (query?: LoginQuery) => withQuery(ROUTES.loginChoose, { ...query }),
  loginEmail: (query?: LoginQuery) => withQuery(ROUTES.loginEmail, { ...query }),
  loginCode: (query?: LoginQuery) => withQuery(ROUTES.loginCode, { ...query }),
  loginRegister: (query?: LoginQuery) => withQuery(ROUTES.loginRegister, { ...query }),
  loginForget: (query?: LoginQuery) => withQuery(ROUTES.loginForget, { ...query }),
  balance: () => ROUTES.balance,
  member: () => ROUTES.member,
  /** `tierId` preselects a tier; `rechargeId` pays that (unpaid) recharge; `failed` moves on from a method. */
  recharge: (query?: { tierId?: string; rechargeId?: string; failed?: PayMethodName }) =>
    withQuery(ROUTES.recharge, { ...query }),
  rechargeRecords: () => ROUTES.rechargeRecords,
  /** A bill (a billing record's id) or a recharge. */
  billDetail: (query: { id: string } | { rechargeId: string }) => withQuery(ROUTES.billDetail, { ...query }),
  security: (query?: RedirectQuery) => withQuery(ROUTES.security, { ...query }),
  /** Set the first payment password, or with mode=change change it. */
  securityReset: (query?: RedirectQuery & { mode?: 'change' }) =>
    withQuery(ROUTES.securityReset, { ...query }),
  /** Reset a forgotten payment password with an e-mail code. */
  securityVerify: (query?: RedirectQuery) => withQuery(ROUTES.securityVerify, { ...query }),
  /** The points page: balance, history, what points are for. */
  integral: () => ROUTES.integral,
  /** Points not yet credited, per order. */
  pendingPoints: () => ROUTES.pendingPoints,
  mallIndex: () => ROUTES.mallIndex,
  /** Goods by category; `categoryId` opens that category. */
  mallMenu: (query?: { categoryId?: string }) => withQuery(ROUTES.mallMenu, { ...query }),
  mallCart: () => ROUTES.mallCart,
  mallDetail: (id: string) => withQuery(ROUTES.mallDetail, { id }),
  /** Checkout: the selected cart lines (`lines`, comma-separated ids) or one goods item bought at once. */
  mallPay: (query: { lines: string } | { goodsId: string; specId?: string; number: number }) =>
    withQuery(ROUTES.mallPay, { ...query }),
  mallOrderDetail: (id: string) => withQuery(ROUTES.mallOrderDetail, { id }),
  mallRefundApply: (id: string) => withQuery(ROUTES.mallRefundApply, { id }),
  mallRefundProgress: (id: string) => withQuery(ROUTES.mallRefundProgress, { id }),
  mallLogistics: (id: string) => withQuery(ROUTES.mallLogistics, { id }),
  /** The branches of the chain a shop (its id) belongs to, with addresses and distance. */
  shopBranches: (shopId: string) => withQuery(ROUTES.shopBranches, { shopId }),
  /** Dishes across shops for a search (`keywords`) or a restaurant type (`type`). */
  itemList: (query: { keywords?: string; type?: string }) => withQuery(ROUTES.itemList, { ...query }),
  /** Featured dishes the platform picks; `shopId` narrows to one shop. */
  featuredItems: (query?: { shopId?: string }) => withQuery(ROUTES.featuredItems, { ...query }),
  /** A shop's details: photos, hours, address with a map and the driver's card, licences, contacts. */
  shopInfo: (id: string) => withQuery(ROUTES.shopInfo, { id }),
  /** An allowed web page inside the app (the platform's own pages and listed partners). */
  webview: (url: string, query?: { title?: string }) => withQuery(ROUTES.webview, { url, ...query }),
  faq: () => ROUTES.faq,
  /** WeChat sign-in (inside WeChat); `code`/`state` come back from the WeChat authorization. */
  loginAuthorization: (query?: LoginQuery) => withQuery(ROUTES.loginAuthorization, { ...query }),
  userInfo: () => ROUTES.userInfo,
  /** My invite link, QR code, poster, rules and invited friends. */
  share: () => ROUTES.share,
  /** The reward ledger. */
  shareReward: () => ROUTES.shareReward,
  /** Rewards not yet credited, per order, with the crediting day. */
  unreceivedReward: () => ROUTES.unreceivedReward,
  withdrawal: () => ROUTES.withdrawal,
  /** The withdrawal records; `id` opens one. */
  withdrawalDetail: (query?: { id?: string }) => withQuery(ROUTES.withdrawalDetail, { ...query }),
  /** The affiliate join page with its QR code (spec 2 "Other"). */
  affiliate: () => ROUTES.affiliate,
  collect: (query?: { tab?: 'goods' | 'shop' }) => withQuery(ROUTES.collect, { ...query }),
  /** My dietary profile (issue 14). */
  dietary: () => ROUTES.dietary,
}

/** The four tab pages, in tab order. */
const TAB_PATHS = [ROUTES.home, ROUTES.delivery, ROUTES.blog, ROUTES.mine] as const

/** Tab index for a pathname (the home alias counts as tab 0), or -1. */
export function tabIndexOf(pathname: string): number {
  if (pathname === ROUTES.homeAlias || pathname === '') return 0
  return (TAB_PATHS as readonly string[]).indexOf(pathname)
}

/** A redirect target is only ever an in-app path (never another site). */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//')) return ROUTES.home
  if (target.startsWith('/pages/internal/login/')) return ROUTES.home
  return target
}
