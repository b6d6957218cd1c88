import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  addToCart,
  type CartGoods,
  cartCount,
  cartStorageKey,
  clearCart,
  lineKey,
  menuOrderOptionIds,
  readCart,
  resetCartCache,
  setCartNumber,
  useCart,
} from './cart'

const noodles: CartGoods = {
  id: 'g1',
  name: 'Dan dan noodles',
  nameZh: '担担面',
  image: 'demo/noodles.svg',
  priceFen: 1800,
  packingFeeFen: 100,
  optionGroups: [
    {
      options: [
        { id: 'small', name: 'Small', priceFen: 0 },
        { id: 'large', name: 'Large', priceFen: 500 },
      ],
    },
    {
      options: [
        { id: 'egg', name: 'Egg', priceFen: 200 },
        { id: 'beef', name: 'Beef', priceFen: 800 },
      ],
    },
  ],
}
const tea: CartGoods = {
  id: 'g2',
  name: 'Tea',
  nameZh: '茶',
  image: '',
  priceFen: 600,
  packingFeeFen: 0,
  optionGroups: [],
}

beforeEach(() => {
  localStorage.clear()
  resetCartCache()
})

describe('cart', () => {
  it('merges the same dish with the same options, whatever order the options come in', () => {
    addToCart('s1', noodles, ['large', 'egg'], 1)
    addToCart('s1', noodles, ['egg', 'large'], 2)
    const lines = readCart('s1')
    expect(lines).toHaveLength(1)
    expect(lines[0]?.number).toBe(3)
    expect(lines[0]?.key).toBe(lineKey('g1', ['egg', 'large']))
    expect(lines[0]?.unitPriceFen).toBe(1800 + 500 + 200)
    expect(lines[0]?.optionNames).toEqual(['Large', 'Egg'])
  })

  it('keeps the option ids in the menu order (groups, then options), not sorted, with an order-free key', () => {
    // sorted by id these would be beef, egg, large: the menu shows size first, then toppings
    addToCart('s1', noodles, ['beef', 'large', 'egg'], 1)
    const [line] = readCart('s1')
    expect(line?.optionIds).toEqual(['large', 'egg', 'beef'])
    expect(line?.optionNames).toEqual(['Large', 'Egg', 'Beef'])
    expect(line?.key).toBe(lineKey('g1', ['egg', 'beef', 'large']))
    // stored as such, so the order draft sends them in this order after a reload too
    resetCartCache()
    expect(readCart('s1')[0]?.optionIds).toEqual(['large', 'egg', 'beef'])
    expect(menuOrderOptionIds(noodles, ['egg', 'small'])).toEqual(['small', 'egg'])
  })

  it('puts a line stored with sorted ids (older version) back in menu order when the dish is added again', () => {
    const key = lineKey('g1', ['large', 'egg'])
    const old = { key, goodsId: 'g1', optionIds: ['egg', 'large'], number: 1, name: 'Dan dan noodles' }
    localStorage.setItem(cartStorageKey('s1'), JSON.stringify([{ ...old, nameZh: '', unitPriceFen: 2500 }]))
    addToCart('s1', noodles, ['egg', 'large'], 1)
    expect(readCart('s1')).toHaveLength(1)
    expect(readCart('s1')[0]).toMatchObject({ key, number: 2, optionIds: ['large', 'egg'] })
  })

  it('keeps different options as separate lines', () => {
    addToCart('s1', noodles, ['small'], 1)
    addToCart('s1', noodles, ['large'], 1)
    addToCart('s1', noodles, ['large', 'beef'], 1)
    const lines = readCart('s1')
    expect(lines.map((l) => l.unitPriceFen)).toEqual([1800, 2300, 3100])
    expect(new Set(lines.map((l) => l.key)).size).toBe(3)
  })

  it('setNumber changes the quantity and 0 removes the line', () => {
    addToCart('s1', noodles, ['small'], 1)
    addToCart('s1', tea, [], 1)
    const key = lineKey('g1', ['small'])
    setCartNumber('s1', key, 4)
    expect(readCart('s1').find((l) => l.key === key)?.number).toBe(4)
    setCartNumber('s1', key, 0)
    expect(readCart('s1').map((l) => l.goodsId)).toEqual(['g2'])
  })

  it('caps a line at 99', () => {
    addToCart('s1', tea, [], 98)
    addToCart('s1', tea, [], 5)
    expect(readCart('s1')[0]?.number).toBe(99)
  })

  it('persists per shop in localStorage and reads back after a reload', () => {
    addToCart('s1', tea, [], 2)
    addToCart('s2', noodles, ['large'], 1)
    expect(JSON.parse(localStorage.getItem(cartStorageKey('s1')) ?? '[]')).toHaveLength(1)
    resetCartCache() // as if the page were reloaded
    expect(readCart('s1').map((l) => [l.goodsId, l.number])).toEqual([['g2', 2]])
    expect(readCart('s2').map((l) => [l.goodsId, l.number])).toEqual([['g1', 1]])
    clearCart('s1')
    expect(localStorage.getItem(cartStorageKey('s1'))).toBeNull()
    expect(readCart('s2')).toHaveLength(1)
  })

  it('ignores a corrupt stored cart', () => {
    localStorage.setItem(cartStorageKey('s9'), '{not json')
    expect(readCart('s9')).toEqual([])
    localStorage.setItem(cartStorageKey('s8'), JSON.stringify([{ key: 1 }, { nope: true }]))
    expect(readCart('s8')).toEqual([])
  })

  it('useCart counts items and re-renders on change', () => {
    const { result } = renderHook(() => useCart('s3'))
    expect(result.current.count).toBe(0)
    act(() => result.current.add(tea, [], 2))
    act(() => result.current.add(noodles, ['small'], 1))
    expect(result.current.count).toBe(3)
    expect(cartCount(result.current.lines)).toBe(3)
    act(() => result.current.setNumber(lineKey('g2', []), 0))
    expect(result.current.count).toBe(1)
    act(() => result.current.clear())
    expect(result.current.lines).toEqual([])
  })
})
