import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../../shared/session', () => ({
  useSession: () => ({ status: 'in', member: null, refresh: async () => {} }),
  requireLogin: () => true,
}))

import { apiMock } from '../../testing/apiMock'
import { apiDouble, pageTestHooks, renderRoute } from '../../testing/pages'
import { Component as CouponArea } from './CouponArea'

pageTestHooks(apiMock, ['coupon'])
const { serve, callsTo } = apiDouble(apiMock)

const coupon = {
  id: 'c1',
  kind: 'shop',
  title: 'Noodle week',
  amountFen: 800,
  percentOff: null,
  rules: null,
  drawsLeft: 0,
  thresholdFen: 2500,
  shopId: 's1',
  shopName: 'Noodle House',
  validFrom: '2026-11-01T00:00:00.000Z',
  validUntil: '2026-12-01T00:00:00.000Z',
  status: 'unused',
  orderId: null,
  usedAt: null,
  source: 'campaign',
}
const counts = { delivery: 0, shop: 1, doubleDraw: 1, rebateCard: 0 }

describe('my coupons', () => {
  it('lists a tab with its count, terms, usage rules, and "use now" to the shop', async () => {
    serve({
      'member/coupon/selectCounts': () => counts,
      'member/coupon/list': (input) => ({ records: input.kind === 'shop' ? [coupon] : [], total: 1 }),
    })
    renderRoute('/pages/mine/coupons/coupons?tab=shop', '/pages/mine/coupons/coupons', <CouponArea />)
    expect(await screen.findByText('Noodle week')).toBeTruthy()
    expect(screen.getByRole('tab', { name: /Shop coupons/ }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText(/Only at Noodle House/)).toBeTruthy()
    expect(screen.getByText('Usage rules')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Use now' }).getAttribute('href')).toBe(
      '/pages/shop/detail/detail?id=s1',
    )
    expect(callsTo('member/coupon/list')[0]).toMatchObject({ kind: 'shop', state: 'valid', pageNo: -1 })
    fireEvent.click(screen.getByRole('tab', { name: 'Used / expired' }))
    await waitFor(() =>
      expect(callsTo('member/coupon/list').at(-1)).toMatchObject({ kind: 'shop', state: 'invalid' }),
    )
  })
})

describe('the draw', () => {
  it('with reduced motion shows the prize at once, and lists the draw', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: q.includes('reduce'),
      addEventListener() {},
      removeEventListener() {},
    }))
    const draw = {
      id: 'd1',
      ticketId: 't1',
      drawNo: 1,
      prize: { id: 'p1', kind: 'points', title: '20 points', amount: 20 },
      couponId: null,
      createdAt: '2026-11-21T04:00:00.000Z',
    }
    let played = false
    serve({
      'member/draw/prizes': () => ({
        prizes: [{ id: 'p1', kind: 'points', title: '20 points', amount: 20, oddsBp: 10_000 }],
        drawsLeft: played ? 1 : 2,
      }),
      'member/draw/history': () => ({ records: played ? [draw] : [], total: played ? 1 : 0 }),
      'member/draw/play': () => {
        played = true
        return draw
      },
      'member/coupon/list': () => ({ records: [], total: 0 }),
      'member/coupon/selectCounts': () => counts,
    })
    renderRoute('/pages/mine/coupons/draw/draw', '/pages/mine/coupons/draw/draw', <CouponArea />)
    fireEvent.click(await screen.findByRole('button', { name: 'Draw' }))
    expect((await screen.findByTestId('draw-result')).textContent).toContain('You won: 20 points')
    expect(callsTo('member/draw/play')[0]).toMatchObject({ idempotencyKey: expect.any(String) })
    expect(await screen.findByText('Draws available: 1')).toBeTruthy()
    vi.unstubAllGlobals()
  })
})
