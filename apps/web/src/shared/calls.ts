/**
 * The product calls the customer app makes: path string -> input and output types.
 * Types only come from @siam/contracts (`import type`), so zod never enters the bundle.
 */
import type {
  addressCalls,
  aftersaleCalls,
  Call,
  CallInput,
  CallOutput,
  geoCalls,
  memberCalls,
  orderCalls,
  paymentCalls,
  shopCalls,
  walletCalls,
} from '@siam/contracts'

type Of<C extends Call> = { input: CallInput<C>; output: CallOutput<C> }

/** Points-mall cart line (spec 7: `member/pointsMall/shoppingCart/list`, data.records). Not in the contracts yet. */
export interface MallCartLine {
  id?: string
  goodsId?: string
  number: number
}

export interface Calls {
  // member / session
  'member/checkLoginToken': Of<typeof memberCalls.checkLoginToken>
  'member/sendEmailCode': Of<typeof memberCalls.sendEmailCode>
  'member/register': Of<typeof memberCalls.register>
  'member/login': Of<typeof memberCalls.login>
  'member/loginByCode': Of<typeof memberCalls.loginByCode>
  'member/forgetPassword': Of<typeof memberCalls.forgetPassword>
  'member/logout': Of<typeof memberCalls.logout>
  'member/getLoginMemberInfo': Of<typeof memberCalls.getLoginMemberInfo>
  'member/updateIsRemindNewPeople': Of<typeof memberCalls.updateIsRemindNewPeople>
  'member/setPaymentPassword': Of<typeof memberCalls.setPaymentPassword>
  'member/pointsMall/shoppingCart/list': {
    input: { pageNo: number; pageSize: number }
    output: { records: MallCartLine[]; total: number }
  }
  // shops, menus
  'shop/list': Of<typeof shopCalls.list>
  'shop/detail': Of<typeof shopCalls.detail>
  'shop/search': Of<typeof shopCalls.search>
  'menu/listWithGoods': Of<typeof shopCalls.menu>
  'goods/selectById': Of<typeof shopCalls.goods>
  'advertisement/list': Of<typeof shopCalls.banners>
  'setting/selectCurrent': Of<typeof shopCalls.settings>
  // addresses
  'member/deliveryAddress/list': Of<typeof addressCalls.list>
  'member/deliveryAddress/insert': Of<typeof addressCalls.insert>
  'member/deliveryAddress/update': Of<typeof addressCalls.update>
  'member/deliveryAddress/delete': Of<typeof addressCalls.delete>
  'member/deliveryAddress/updateIsDefault': Of<typeof addressCalls.updateIsDefault>
  'member/deliveryAddress/selectById': Of<typeof addressCalls.selectById>
  // geocoding (the server's geocoder for the site's maps)
  'geo/regeo': Of<typeof geoCalls.regeo>
  'geo/search': Of<typeof geoCalls.search>
  'common/selectDeliveryFee': Of<typeof addressCalls.deliveryFee>
  // orders
  'member/order/preview': Of<typeof orderCalls.preview>
  'member/order/insert': Of<typeof orderCalls.insert>
  'member/order/list': Of<typeof orderCalls.list>
  'member/order/selectById': Of<typeof orderCalls.detail>
  'member/order/selectTabNumber': Of<typeof orderCalls.tabNumbers>
  'member/order/cancelOrder': Of<typeof orderCalls.cancel>
  'member/order/confirmReceipt': Of<typeof orderCalls.confirmReceipt>
  // after-sale: refund requests
  'member/order/refundPreview': Of<typeof aftersaleCalls.refundPreview>
  'member/order/applyRefund': Of<typeof aftersaleCalls.applyRefund>
  'member/order/selectRefundProcess': Of<typeof aftersaleCalls.refundProcess>
  'member/order/escalateRefund': Of<typeof aftersaleCalls.escalateRefund>
  'member/order/withdrawRefund': Of<typeof aftersaleCalls.withdrawRefund>
  'member/order/quickCancel': Of<typeof aftersaleCalls.quickCancel>
  // payments
  'member/payment/methods': Of<typeof paymentCalls.methods>
  'member/payment/create': Of<typeof paymentCalls.create>
  'member/platformPay/byBalance': Of<typeof paymentCalls.byBalance>
  'member/payment/query': Of<typeof paymentCalls.query>
  'member/payment/cancel': Of<typeof paymentCalls.cancel>
  // wallet: recharge, balance, bills, payment password
  'rechargeTier/list': Of<typeof walletCalls.rechargeTiers>
  'member/recharge/create': Of<typeof walletCalls.rechargeCreate>
  'member/recharge/list': Of<typeof walletCalls.rechargeList>
  'member/recharge/detail': Of<typeof walletCalls.rechargeDetail>
  'member/wallet/summary': Of<typeof walletCalls.walletSummary>
  'member/billingRecord/list': Of<typeof walletCalls.billingRecords>
  'member/billingRecord/selectById': Of<typeof walletCalls.billingRecord>
  'member/paymentPassword/status': Of<typeof walletCalls.paymentPasswordStatus>
  'member/changePaymentPassword': Of<typeof walletCalls.changePaymentPassword>
  'member/resetPaymentPassword': Of<typeof walletCalls.resetPaymentPassword>
}

export type CallPath = keyof Calls
export type In<P extends CallPath> = Calls[P]['input']
export type Out<P extends CallPath> = Calls[P]['output']

export type {
  Address,
  BillingRecord,
  GeoPlace,
  Goods,
  MemberInfo,
  MenuCategory,
  OrderDetail,
  OrderQuote,
  OrderSummary,
  Payment,
  Recharge,
  RechargeTier,
  RefundPreview,
  RefundProcess,
  RefundRequestView,
  ShopCard,
  ShopDetail,
} from '@siam/contracts'
