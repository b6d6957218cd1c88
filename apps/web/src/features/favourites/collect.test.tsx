import type { Favourite } from '@siam/contracts'
import { fireEvent, screen, waitFor } from '@testing-library/react'
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
import { Component as CollectPage } from './CollectPage'

const { serve, callsTo } = apiDouble(apiMock)
pageTestHooks(apiMock, ['profile'])

const dish = (over: Partial<Favourite>): Favourite => ({
  id: 'f1',
  kind: 'goods',
  shopId: 's1',
  goodsId: 'g1',
  name: 'Noodles',
  image: null,
  priceFen: 1_800,
  points: null,
  state: 'available',
  createdAt: '2026-11-21T04:00:00.000Z',
  ...over,
})

describe('my favourites', () => {
  it('links available dishes, flags sold-out and gone ones, and removes several at once', async () => {
    let records = [
      dish({}),
      dish({ id: 'f2', goodsId: 'g2', name: 'Tea', state: 'sold_out' }),
      dish({ id: 'f3', goodsId: 'g3', name: '', priceFen: null, state: 'gone' }),
      dish({
        id: 'f4',
        kind: 'mall',
        shopId: null,
        goodsId: 'mg1',
        name: 'Thermos',
        priceFen: 990,
        points: 900,
      }),
    ]
    serve({
      'member/goodsCollect/list': () => ({ records, total: records.length }),
      'member/goodsCollect/delete': (input) => {
        const gone = input.goodsIds as string[]
        records = records.filter((r) => !gone.includes(r.goodsId ?? ''))
        return true
      },
    })
    renderRoute('/pages/mine/collect/index/index', '/pages/mine/collect/index/index', <CollectPage />)
    const rows = await screen.findAllByTestId('collect-row')
    expect(rows).toHaveLength(4)
    // A mall goods item opens the mall goods page and shows points (+ cash).
    expect(rows[3]?.querySelector('a')?.getAttribute('href')).toContain(
      '/pages/internal/mall/detail/detail?id=mg1',
    )
    expect(rows[3]?.textContent).toMatch(/Points 900 \+ .*9\.90/)
    expect(rows[0]?.querySelector('a')?.getAttribute('href')).toContain('/pages/menu/detail/detail?id=g1')
    expect(rows[1]?.textContent).toContain('Sold out')
    expect(rows[2]?.querySelector('a')).toBeNull()
    expect(rows[2]?.textContent).toContain('No longer available')

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
    const boxes = screen.getAllByRole('checkbox')
    fireEvent.click(boxes[1] as HTMLElement)
    fireEvent.click(boxes[2] as HTMLElement)
    fireEvent.click(screen.getByRole('button', { name: 'Remove (2)' }))
    await waitFor(() => expect(callsTo('member/goodsCollect/delete')).toEqual([{ goodsIds: ['g2', 'g3'] }]))
    await waitFor(() => expect(screen.getAllByTestId('collect-row')).toHaveLength(2))
  })
})
