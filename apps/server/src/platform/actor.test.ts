import { describe, expect, it } from 'vitest'
import { listedShops, type StaffActor, seesShop, staffActorRef } from './actor'

const merchant: StaffActor = { type: 'staff', staffId: 's1', role: 'merchant', shopIds: ['a', 'b'] }
const platform: StaffActor = { type: 'staff', staffId: 'p1', role: 'platform', shopIds: [] }

describe('staff shop access', () => {
  it('a merchant sees its own shops only; platform staff every shop', () => {
    expect(seesShop(merchant, 'a')).toBe(true)
    expect(seesShop(merchant, 'c')).toBe(false)
    expect(seesShop(platform, 'c')).toBe(true)
  })

  it('lists cover the shop asked for if visible, else none; without one, all visible (null = all)', () => {
    expect(listedShops(merchant)).toEqual(['a', 'b'])
    expect(listedShops(merchant, 'b')).toEqual(['b'])
    expect(listedShops(merchant, 'c')).toEqual([])
    expect(listedShops(platform)).toBeNull()
    expect(listedShops(platform, 'c')).toEqual(['c'])
  })

  it('names the state machines’ actor by role', () => {
    expect(staffActorRef(merchant)).toEqual({ type: 'merchant', id: 's1' })
    expect(staffActorRef(platform)).toEqual({ type: 'platform', id: 'p1' })
  })
})
