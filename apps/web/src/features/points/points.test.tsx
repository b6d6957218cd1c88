import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../../shared/session', () => ({
  useSession: () => ({ status: 'in', member: null, refresh: async () => {} }),
  requireLogin: () => true,
  refreshSession: async () => {},
}))

import { apiMock } from '../../testing/apiMock'
import { apiDouble, pageTestHooks, renderRoute } from '../../testing/pages'
import { Component as PendingPointsPage } from './PendingPointsPage'
import { Component as PointsPage } from './PointsPage'

const { serve } = apiDouble(apiMock)
pageTestHooks(apiMock, ['points', 'wallet'])

describe('points pages', () => {
  it('shows the balance, the not-yet-credited figure, what points are for and the history', async () => {
    serve({
      'member/wallet/summary': () => ({
        balanceFen: 0,
        rewardFen: 0,
        points: 3800,
        uncreditedPoints: 69,
        uncreditedRewardFen: 0,
      }),
      'member/billingRecord/list': () => ({
        records: [
          {
            id: 'e1',
            coinType: 'points',
            amount: -1200,
            balanceAfter: 3800,
            causeType: 'mall_purchase',
            causeId: 'm1',
            reference: 'M20261121120000000001',
            createdAt: '2026-11-21T04:00:00.000Z',
          },
        ],
        total: 1,
      }),
    })
    renderRoute('/p', '/p', <PointsPage />)
    expect(await screen.findByTestId('points-balance')).toHaveProperty('textContent', '3800')
    expect(screen.getByRole('link', { name: 'Not yet credited: 69' }).getAttribute('href')).toBe(
      '/pages/mine/unreceived/integral/list/list',
    )
    expect(screen.getByText('Points do not expire.')).toBeTruthy()
    expect(await screen.findByText('Points mall purchase')).toBeTruthy()
    expect(screen.getByText('-1200')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Spend them in the points mall' })).toBeTruthy()
  })

  it('lists not-yet-credited points per order with the day and reversals', async () => {
    serve({
      'member/points/pendingList': () => ({
        records: [
          {
            orderId: 'o1',
            orderNo: 'SM1',
            points: 69,
            earned: 69,
            reversed: 0,
            creditAt: null,
            status: 'waiting',
          },
          {
            orderId: 'o2',
            orderNo: 'SM2',
            points: 30,
            earned: 40,
            reversed: 10,
            creditAt: '2026-11-28T04:00:00.000Z',
            status: 'waiting',
          },
          {
            orderId: 'o3',
            orderNo: 'SM3',
            points: 0,
            earned: 20,
            reversed: 20,
            creditAt: null,
            status: 'reversed',
          },
        ],
        total: 3,
      }),
    })
    renderRoute('/u', '/u', <PendingPointsPage />)
    expect(await screen.findByText('+69')).toBeTruthy()
    expect(screen.getByText('Credited 7 days after the order is completed')).toBeTruthy()
    expect(screen.getByText(/10 reversed by a refund/)).toBeTruthy()
    expect(screen.getByText('Reversed: the order was refunded')).toBeTruthy()
  })
})
