import type { Goods } from '@siam/contracts'
import { describe, expect, it } from 'vitest'
import {
  defaultSelection,
  missingRequired,
  selectedOptionIds,
  selectionUnitPrice,
  toggleOption,
} from './options'

const goods: Goods = {
  id: 'g1',
  shopId: 's1',
  categoryId: 'c1',
  name: 'Milk tea',
  nameZh: '奶茶',
  description: '',
  image: '',
  facts: null,
  priceFen: 1500,
  packingFeeFen: 100,
  soldOut: false,
  monthlySales: 10,
  optionGroups: [
    {
      id: 'size',
      name: 'Size',
      nameZh: '规格',
      required: true,
      multiple: false,
      options: [
        { id: 'm', name: 'Medium', nameZh: '中杯', priceFen: 0 },
        { id: 'l', name: 'Large', nameZh: '大杯', priceFen: 300 },
      ],
    },
    {
      id: 'top',
      name: 'Toppings',
      nameZh: '加料',
      required: false,
      multiple: true,
      options: [
        { id: 'pearl', name: 'Pearls', nameZh: '珍珠', priceFen: 200 },
        { id: 'pudding', name: 'Pudding', nameZh: '布丁', priceFen: 250 },
      ],
    },
    {
      id: 'ice',
      name: 'Ice',
      nameZh: '冰量',
      required: false,
      multiple: false,
      options: [
        { id: 'noice', name: 'No ice', nameZh: '去冰', priceFen: 0 },
        { id: 'less', name: 'Less ice', nameZh: '少冰', priceFen: 0 },
      ],
    },
    {
      id: 'extra',
      name: 'Extras',
      nameZh: '小料',
      required: true,
      multiple: true,
      options: [{ id: 'straw', name: 'Straw', nameZh: '吸管', priceFen: 0 }],
    },
  ],
}
const groups = goods.optionGroups

describe('option sheet rules', () => {
  it('defaults required single-choice groups to their first option, nothing else', () => {
    const sel = defaultSelection(groups)
    expect(sel).toEqual({ size: ['m'], top: [], ice: [], extra: [] })
    expect(selectionUnitPrice(goods, selectedOptionIds(groups, sel))).toBe(1500)
  })

  it('updates the price as options change', () => {
    let sel = defaultSelection(groups)
    sel = toggleOption(groups, sel, 'size', 'l')
    expect(sel.size).toEqual(['l'])
    sel = toggleOption(groups, sel, 'top', 'pearl')
    sel = toggleOption(groups, sel, 'top', 'pudding')
    expect(selectionUnitPrice(goods, selectedOptionIds(groups, sel))).toBe(1500 + 300 + 200 + 250)
    sel = toggleOption(groups, sel, 'top', 'pearl')
    expect(selectedOptionIds(groups, sel)).toEqual(['l', 'pudding'])
    expect(selectionUnitPrice(goods, selectedOptionIds(groups, sel))).toBe(1500 + 300 + 250)
  })

  it('never empties a required single group, but an optional one can be cleared', () => {
    let sel = defaultSelection(groups)
    sel = toggleOption(groups, sel, 'size', 'm')
    expect(sel.size).toEqual(['m'])
    sel = toggleOption(groups, sel, 'ice', 'less')
    sel = toggleOption(groups, sel, 'ice', 'noice')
    expect(sel.ice).toEqual(['noice'])
    sel = toggleOption(groups, sel, 'ice', 'noice')
    expect(sel.ice).toEqual([])
  })

  it('reports required groups without a choice', () => {
    let sel = defaultSelection(groups)
    expect(missingRequired(groups, sel).map((g) => g.id)).toEqual(['extra'])
    sel = toggleOption(groups, sel, 'extra', 'straw')
    expect(missingRequired(groups, sel)).toEqual([])
  })

  it('ignores options from another group', () => {
    const sel = defaultSelection(groups)
    expect(toggleOption(groups, sel, 'size', 'pearl')).toBe(sel)
  })
})
