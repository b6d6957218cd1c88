import type { Goods } from '@siam/contracts'
import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderRoute, setupI18n } from '../../testing/pages'
import { OptionPicker } from './OptionPicker'

const noodles: Goods = {
  id: 'g1',
  shopId: 's1',
  categoryId: 'c1',
  name: 'Noodles',
  nameZh: '面',
  description: '',
  image: '',
  facts: null,
  priceFen: 2800,
  packingFeeFen: 0,
  soldOut: false,
  monthlySales: 0,
  optionGroups: [
    {
      id: 'size',
      name: 'Size',
      nameZh: '规格',
      required: true,
      multiple: false,
      options: [
        { id: 's', name: 'Small', nameZh: '小', priceFen: 0 },
        { id: 'm', name: 'Medium', nameZh: '中', priceFen: 200 },
        { id: 'l', name: 'Large', nameZh: '大', priceFen: 600 },
      ],
    },
    {
      id: 'extra',
      name: 'Extras',
      nameZh: '加料',
      required: false,
      multiple: true,
      options: [{ id: 'egg', name: 'Egg', nameZh: '蛋', priceFen: 300 }],
    },
  ],
}

beforeAll(setupI18n)

describe('option sheet keyboard (issue 16)', () => {
  it('makes a single choice one Tab stop whose arrow keys choose the next and previous option', async () => {
    renderRoute('/d', '/d', <OptionPicker goods={noodles} onAdd={() => {}} />)
    const small = await screen.findByRole('radio', { name: 'Small' })
    const medium = screen.getByRole('radio', { name: /Medium/ })
    const large = screen.getByRole('radio', { name: /Large/ })
    expect([small.tabIndex, medium.tabIndex, large.tabIndex]).toEqual([0, -1, -1])
    small.focus()
    fireEvent.keyDown(small, { key: 'ArrowDown' })
    expect(medium.getAttribute('aria-checked')).toBe('true')
    expect(small.getAttribute('aria-checked')).toBe('false')
    expect(document.activeElement).toBe(medium)
    expect([small.tabIndex, medium.tabIndex]).toEqual([-1, 0])
    fireEvent.keyDown(medium, { key: 'ArrowUp' })
    fireEvent.keyDown(small, { key: 'ArrowLeft' })
    expect(large.getAttribute('aria-checked')).toBe('true')
    expect(document.activeElement).toBe(large)
    // Multiple choices stay checkboxes, each its own Tab stop, arrows do nothing there.
    const egg = screen.getByRole('checkbox', { name: /Egg/ })
    expect(egg.tabIndex).toBe(0)
    fireEvent.keyDown(egg, { key: 'ArrowDown' })
    expect(egg.getAttribute('aria-checked')).toBe('false')
  })
})
