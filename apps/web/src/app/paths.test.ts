import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { paths, ROUTES, safeRedirect, tabIndexOf, withQuery } from './paths'
import { routes } from './router'

/** The route a link lands on (the last match), or '*' for the not-found page. */
function landing(link: string): string | undefined {
  const pathname = link.split('?')[0] ?? link
  const matches = matchRoutes(routes, pathname)
  const last = matches?.[matches.length - 1]?.route
  return last?.index ? '/' : last?.path
}

describe('paths', () => {
  it('build the specification paths with their query', () => {
    expect(paths.shopDetail('42')).toBe('/pages/shop/detail/detail?id=42')
    expect(paths.menu('s1')).toBe('/pages/menu/index/index?shopId=s1')
    expect(paths.dish('d 1')).toBe('/pages/menu/detail/detail?id=d+1')
    expect(paths.confirmOrder('s1')).toBe('/pages/menu/pay/pay?shopId=s1')
    expect(paths.pay('o1')).toBe('/pages/shop/pay/pay?orderId=o1')
    expect(paths.paymentCheck('p1', 'o1')).toBe('/pages/shop/success/success?paymentId=p1&orderId=o1')
    expect(paths.orders()).toBe('/pages/order/index/index')
    expect(paths.orders('all')).toBe('/pages/order/index/index')
    expect(paths.orders('waitPayment')).toBe('/pages/order/index/index?tab=waitPayment')
    expect(paths.orderDetail('o1')).toBe('/pages/order/detail/detail?id=o1')
    expect(paths.addressInsert()).toBe('/pages/address/insert/insert')
    expect(paths.loginChoose({ inviterId: 'm9' })).toBe('/pages/internal/login/choose/choose?inviterId=m9')
    expect(paths.loginEmail({ redirect: '/pages/mine/index/index' })).toBe(
      '/pages/internal/login/email/email?redirect=%2Fpages%2Fmine%2Findex%2Findex',
    )
    expect(paths.search()).toBe('/pages/menu/search/search')
    expect(paths.delivery()).toBe('/pages/index/delivery_index')
    expect(paths.refundApply('o1')).toBe('/pages/order/refund/apply/apply?id=o1')
    expect(paths.refundProgress('o1')).toBe('/pages/order/refund/progress/progress?id=o1')
    expect(paths.refundProgress('o1', { refundId: 'r1' })).toBe(
      '/pages/order/refund/progress/progress?id=o1&refundId=r1',
    )
    expect(paths.orderEvaluate('o1')).toBe('/pages/order/evaluate/evaluate?id=o1')
  })

  it('build the member money and payment password paths', () => {
    expect(paths.pay('o1', { failed: 'alipay' })).toBe('/pages/shop/pay/pay?orderId=o1&failed=alipay')
    expect(paths.paymentCheck('p1', { rechargeId: 'r1' })).toBe(
      '/pages/shop/success/success?paymentId=p1&rechargeId=r1',
    )
    expect(paths.balance()).toBe('/pages/mine/balance/index/index')
    expect(paths.member()).toBe('/pages/mine/member/index/index')
    expect(paths.recharge()).toBe('/pages/mine/member/recharge/recharge')
    expect(paths.recharge({ tierId: 't200' })).toBe('/pages/mine/member/recharge/recharge?tierId=t200')
    expect(paths.rechargeRecords()).toBe('/pages/mine/member/record/record')
    expect(paths.billDetail({ id: 'b1' })).toBe('/pages/mine/member/detail/detail?id=b1')
    expect(paths.billDetail({ rechargeId: 'r1' })).toBe('/pages/mine/member/detail/detail?rechargeId=r1')
    expect(paths.security()).toBe('/pages/mine/security/index/index')
    expect(paths.securityReset({ mode: 'change' })).toBe('/pages/mine/security/reset/reset?mode=change')
    expect(paths.securityReset({ redirect: '/pages/shop/pay/pay?orderId=o1' })).toBe(
      '/pages/mine/security/reset/reset?redirect=%2Fpages%2Fshop%2Fpay%2Fpay%3ForderId%3Do1',
    )
    expect(paths.securityVerify()).toBe('/pages/mine/security/verify/verify')
  })

  it('leave out empty query values', () => {
    expect(withQuery('/a', { x: undefined, y: null, z: '', w: 0 })).toBe('/a?w=0')
  })

  it('every link resolves to its own route, not to the not-found page', () => {
    const cases: [string, string][] = [
      [paths.home(), '/'],
      [ROUTES.homeAlias, 'pages/index/index'],
      [paths.delivery(), 'pages/index/delivery_index'],
      [paths.blog(), 'pages/blog/blog'],
      [paths.blogArticle('1'), 'pages/blog/article/article'],
      [paths.mine(), 'pages/mine/index/index'],
      [paths.shopList(), 'pages/shop/list/list'],
      [paths.shopDetail('1'), 'pages/shop/detail/detail'],
      [paths.menu('1'), 'pages/menu/index/index'],
      [paths.dish('1'), 'pages/menu/detail/detail'],
      [paths.search(), 'pages/menu/search/search'],
      [paths.confirmOrder('1'), 'pages/menu/pay/pay'],
      [paths.pay('1'), 'pages/shop/pay/pay'],
      [paths.paymentCheck('1', '2'), 'pages/shop/success/success'],
      [paths.orders('afterSales'), 'pages/order/index/index'],
      [paths.orderDetail('1'), 'pages/order/detail/detail'],
      [paths.refundApply('1'), 'pages/order/refund/apply/apply'],
      [paths.refundProgress('1', { refundId: '2' }), 'pages/order/refund/progress/progress'],
      [paths.addressInsert(), 'pages/address/insert/insert'],
      [paths.addressIndex(), 'pages/address/index/index'],
      [paths.addressEdit('1'), 'pages/address/edit/edit'],
      [paths.addressReplace(), 'pages/address/replace/replace'],
      [paths.addressSearch({ keywords: 'x' }), 'pages/address/search/search'],
      [paths.addressChoose({ shopId: '1' }), 'pages/address/choose/choose'],
      [paths.addressPicker({ at: '121.47,31.23' }), 'pages/address/choose/address_picker'],
      [paths.addressDelivery({ shopId: '1' }), 'pages/address/delivery/delivery'],
      [paths.loginChoose(), 'pages/internal/login/choose/choose'],
      [paths.loginEmail(), 'pages/internal/login/email/email'],
      [paths.loginCode(), 'pages/internal/login/code/code'],
      [paths.loginRegister(), 'pages/internal/login/register/register'],
      [paths.loginForget(), 'pages/internal/login/forget/forget'],
      [paths.balance(), 'pages/mine/balance/index/index'],
      [paths.member(), 'pages/mine/member/index/index'],
      [paths.recharge({ tierId: 't1' }), 'pages/mine/member/recharge/recharge'],
      [paths.rechargeRecords(), 'pages/mine/member/record/record'],
      [paths.billDetail({ id: '1' }), 'pages/mine/member/detail/detail'],
      [paths.security(), 'pages/mine/security/index/index'],
      [paths.securityReset({ mode: 'change' }), 'pages/mine/security/reset/reset'],
      [paths.securityVerify(), 'pages/mine/security/verify/verify'],
    ]
    for (const [link, route] of cases) expect(landing(link), link).toBe(route)
    expect(landing('/pages/nowhere/at/all')).toBe('*')
  })

  it('know the four tabs', () => {
    expect(tabIndexOf('/')).toBe(0)
    expect(tabIndexOf('/pages/index/index')).toBe(0)
    expect(tabIndexOf('/pages/index/delivery_index')).toBe(1)
    expect(tabIndexOf('/pages/blog/blog')).toBe(2)
    expect(tabIndexOf('/pages/mine/index/index')).toBe(3)
    expect(tabIndexOf('/pages/shop/detail/detail')).toBe(-1)
  })

  it('only redirect inside the app after login', () => {
    expect(safeRedirect('/pages/order/detail/detail?id=1')).toBe('/pages/order/detail/detail?id=1')
    expect(safeRedirect('https://evil.example')).toBe('/')
    expect(safeRedirect('//evil.example')).toBe('/')
    expect(safeRedirect(null)).toBe('/')
    expect(safeRedirect('/pages/internal/login/email/email')).toBe('/')
  })
})
