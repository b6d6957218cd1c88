import { describe, expect, it } from 'vitest'
import { paths } from '../../app/paths'
import { cartCount } from '../../shared/queries/mallCartQueries'
import { draftFrom } from './MallPayPage'

describe('points mall (web)', () => {
  it('builds the specification paths of the mall and the points pages', () => {
    expect(paths.mallIndex()).toBe('/pages/internal/mall/index/index')
    expect(paths.mallMenu({ categoryId: 'c1' })).toBe('/pages/internal/mall/menu/menu?categoryId=c1')
    expect(paths.mallCart()).toBe('/pages/internal/mall/car/car')
    expect(paths.mallDetail('g1')).toBe('/pages/internal/mall/detail/detail?id=g1')
    expect(paths.mallPay({ lines: 'a,b' })).toBe('/pages/internal/mall/pay/pay?lines=a%2Cb')
    expect(paths.mallOrderDetail('o1')).toBe('/pages/internal/mall/order/detail/detail?id=o1')
    expect(paths.mallRefundApply('o1')).toBe('/pages/internal/mall/order/refund/apply/apply?id=o1')
    expect(paths.mallRefundProgress('o1')).toBe('/pages/internal/mall/order/refund/progress/progress?id=o1')
    expect(paths.mallLogistics('o1')).toBe('/pages/internal/mall/order/logistics/logistics?id=o1')
    expect(paths.integral()).toBe('/pages/mine/integral/integral')
    expect(paths.pendingPoints()).toBe('/pages/mine/unreceived/integral/list/list')
    expect(paths.mallOrders('toReceive')).toBe('/pages/order/index/index?kind=mall&tab=toReceive')
  })

  it('reads the checkout draft from the pay page query: cart lines or one goods item', () => {
    expect(draftFrom(new URLSearchParams('lines=a,b'))).toEqual({ cartLineIds: ['a', 'b'] })
    expect(draftFrom(new URLSearchParams('goodsId=g&specId=red&number=2'))).toEqual({
      goods: { goodsId: 'g', specId: 'red', number: 2 },
    })
    expect(draftFrom(new URLSearchParams('goodsId=g&number=0'))).toBeNull()
    expect(draftFrom(new URLSearchParams(''))).toBeNull()
  })

  it('counts the badge as the sum of the cart lines numbers (spec 2)', () => {
    expect(cartCount([{ number: 1 }, { number: 1 }])).toBe(2)
    expect(cartCount(undefined)).toBe(0)
  })
})
