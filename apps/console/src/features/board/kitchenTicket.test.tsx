import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { makeOrder } from '../../testing/fixtures'
import { KitchenTicket } from './KitchenTicket'

afterEach(cleanup)

describe('kitchen ticket (issue 14)', () => {
  it('prints the order in Chinese: numbers, lines with options, remark, the dietary profile and allergens', () => {
    const order = makeOrder({
      orderNo: '20260601120000000123',
      remark: 'No coriander please',
      dietary: {
        halal: true,
        vegetarian: false,
        vegan: false,
        noPork: true,
        noAlcohol: false,
        allergies: ['peanuts', 'sesame'],
        maxSpice: 1,
      },
    })
    render(<KitchenTicket order={order} />)
    const ticket = screen.getByRole('region', { name: '后厨小票' })
    expect(ticket.getAttribute('lang')).toBe('zh-Hans')
    expect(ticket.textContent).toContain('订单号：20260601120000000123')
    expect(ticket.textContent).toContain('取餐号：0123')
    expect(ticket.textContent).toContain('（大份、特辣）')
    expect(ticket.textContent).toContain('备注：No coriander please')
    const dietary = screen.getByTestId('ticket-dietary')
    expect(dietary.textContent).toContain('顾客饮食偏好：清真、不吃猪肉')
    expect(dietary.textContent).toContain('过敏原：花生、芝麻')
    expect(dietary.textContent).toContain('最高辣度：微辣')
  })

  it('has no dietary block when the member had no profile', () => {
    render(<KitchenTicket order={makeOrder({ dietary: null })} />)
    expect(screen.queryByTestId('ticket-dietary')).toBeNull()
  })
})
