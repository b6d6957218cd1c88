import { shopOpenState } from '@siam/domain'
import { describe, expect, it } from 'vitest'
import { type CardShop, cardFrom } from './shops.mapper'

function shop(id: string, hours: CardShop['hours'], operating = true): CardShop {
  return {
    id,
    name: { en: id },
    type: 'asian',
    cuisine: 'noodles',
    tastes: [],
    image: 'demo/shop.jpg',
    rating: 45,
    monthlySales: 0,
    reviewCount: 0,
    deliverySubsidyFen: 0,
    minimumOrderFen: 0,
    supportsDelivery: true,
    supportsPickup: true,
    fullReductionTiers: [],
    operating,
    hours,
  }
}

describe('a card’s open state (worked out once per minute for each set of hours, decision 0060)', () => {
  const lunch: CardShop['hours'] = [{ open: '11:00', close: '14:00' }]
  const weekdays: CardShop['hours'] = [{ open: '11:00', close: '14:00', days: [1, 2, 3, 4, 5] }]
  const late: CardShop['hours'] = [{ open: '17:00', close: '02:00' }]
  const shops = [
    shop('a', lunch),
    shop('b', lunch, false),
    shop('c', weekdays),
    shop('d', late),
    // the same hours as 'a' in another object: the same state
    shop('e', [{ open: '11:00', close: '14:00' }]),
  ]

  it('matches the domain rule for every shop at every minute, in any order', () => {
    // Shanghai is UTC+8: Saturday and Monday, before lunch, the last minutes of it, after it, late night.
    const instants = [
      '2026-12-05T02:59:30Z',
      '2026-12-07T03:00:00Z',
      '2026-12-07T05:45:10Z',
      '2026-12-07T05:59:59Z',
      '2026-12-07T06:00:00Z',
      '2026-12-07T17:30:00Z',
      '2026-12-07T03:00:00Z',
    ].map((t) => new Date(t))
    // both settings within one minute: the closing-soon window is part of the state
    for (const now of instants) {
      for (const closingSoonMinutes of [30, 5]) {
        for (const s of [...shops, ...[...shops].reverse()]) {
          const card = cardFrom(s, { locale: 'en', quote: null, closingSoonMinutes, now })
          const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000)
          const state = shopOpenState(s.hours, s.operating, minute, closingSoonMinutes)
          expect([s.id, now.toISOString(), card.open, card.closingSoon]).toEqual([
            s.id,
            now.toISOString(),
            state.open,
            state.closingSoon,
          ])
        }
      }
    }
  })

  it('follows a shop whose hours change within the minute (an edit is a new row with new hours)', () => {
    const now = new Date('2026-12-07T04:00:00Z') // Monday 12:00 in Shanghai
    const view = { locale: 'en' as const, quote: null, closingSoonMinutes: 30, now }
    expect(cardFrom(shop('f', lunch), view).open).toBe(true)
    expect(cardFrom(shop('f', late), view).open).toBe(false)
    expect(cardFrom(shop('f', lunch, false), view).open).toBe(false)
  })
})
