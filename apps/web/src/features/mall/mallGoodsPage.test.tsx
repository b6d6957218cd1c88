import type { MallGoodsDetail } from '@siam/contracts'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../../shared/session', () => ({
  useSession: () => ({ status: 'in', member: { hasPaymentPassword: true }, refresh: async () => {} }),
  requireLogin: () => true,
  refreshSession: async () => {},
}))

import { apiMock } from '../../testing/apiMock'
import { apiDouble, pageTestHooks, renderRoute } from '../../testing/pages'
import { Component as GoodsPage } from './MallGoodsPage'

const { serve, callsTo } = apiDouble(apiMock)
pageTestHooks(apiMock, ['mall', 'profile'])

const goods: MallGoodsDetail = {
  id: 'mg1',
  categoryId: 'c1',
  name: 'Thermos bottle',
  image: '',
  points: 900,
  cashFen: 0,
  stock: 5,
  sold: 1,
  photos: [],
  description: 'Keeps tea hot',
  specs: [],
}

describe('the mall goods page', () => {
  it('has the favourites heart: a tap adds the item, a second tap removes it', async () => {
    let on = false
    serve({
      'pointsMall/goods/selectById': () => goods,
      'member/pointsMall/goodsCollect/selectByGoodsId': () => on,
      'member/pointsMall/goodsCollect/insert': () => {
        on = true
        return true
      },
      'member/pointsMall/goodsCollect/delete': () => {
        on = false
        return true
      },
    })
    const url = '/pages/internal/mall/detail/detail'
    renderRoute(`${url}?id=mg1`, url, <GoodsPage />)
    const heart = await screen.findByRole('button', { name: 'Add to favourites' })
    expect(heart.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(heart)
    await waitFor(() =>
      expect(callsTo('member/pointsMall/goodsCollect/insert')).toEqual([{ goodsId: 'mg1' }]),
    )
    const pressed = await screen.findByRole('button', { name: 'Remove from favourites' })
    expect(pressed.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(pressed)
    await waitFor(() =>
      expect(callsTo('member/pointsMall/goodsCollect/delete')).toEqual([{ goodsIds: ['mg1'] }]),
    )
    expect(await screen.findByRole('button', { name: 'Add to favourites' })).toBeTruthy()
  })
})
