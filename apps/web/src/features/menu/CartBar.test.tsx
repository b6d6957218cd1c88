import type { Goods, ShopDetail } from '@siam/contracts'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { addToCart, resetCartCache, useCart } from '../../shared/cart/cart'
import { hideModal } from '../../shared/ui/modal'
import { renderRoute, setupI18n } from '../../testing/pages'
import { CartBar, type OrderMode } from './CartBar'
import { OptionPicker } from './OptionPicker'

/** Amounts inside translated sentences are wrapped in left-to-right isolate marks. */
const y = (s: string) => s.replace(/¥[\d.]+/g, (m) => `\u2066${m}\u2069`)

type ShopForBar = Pick<
  ShopDetail,
  | 'id'
  | 'open'
  | 'operating'
  | 'minimumOrderFen'
  | 'fullReductionTiers'
  | 'deliveryFeeFen'
  | 'supportsDelivery'
>
const shop: ShopForBar = {
  id: 's1',
  open: true,
  operating: true,
  minimumOrderFen: 2000,
  fullReductionTiers: [{ thresholdFen: 3000, reductionFen: 500 }],
  deliveryFeeFen: 500,
  supportsDelivery: true,
}

const tea = {
  id: 'g2',
  name: 'Tea',
  nameZh: '茶',
  image: '',
  priceFen: 800,
  packingFeeFen: 100,
  optionGroups: [],
}

function Bar({ s, mode = 'delivery' }: { s: ShopForBar; mode?: OrderMode }) {
  const cart = useCart('s1')
  return <CartBar shop={s} cart={cart} mode={mode} />
}

beforeAll(async () => {
  await setupI18n()
})
beforeEach(() => {
  localStorage.clear()
  resetCartCache()
})
afterEach(() => {
  act(() => hideModal())
  cleanup()
})

describe('cart bar', () => {
  it('below the delivery minimum shows what is still missing and does not go on', async () => {
    addToCart('s1', tea, [], 1)
    const { router } = renderRoute('/m', '/m', <Bar s={shop} />)
    const go = await screen.findByRole('button', { name: y('Still missing ¥11.00') })
    expect(go.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(go)
    expect(router.state.location.pathname).toBe('/m')
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeTruthy()
  })

  it('previews the full reduction and goes to the confirm page', async () => {
    addToCart('s1', tea, [], 4) // 4 x (8 + 1) = 36 -> 31 after 5 off
    const { router } = renderRoute('/m', '/m', <Bar s={shop} />)
    expect(await screen.findByText('¥31.00')).toBeTruthy()
    expect(screen.getByText(y('¥5.00 off'))).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/menu/pay/pay'))
    expect(router.state.location.search).toBe('?shopId=s1')
  })

  it('pickup has no minimum and says so in the link', async () => {
    addToCart('s1', tea, [], 1)
    const { router } = renderRoute('/m', '/m', <Bar s={shop} mode="pickup" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Check out' }))
    await waitFor(() => expect(router.state.location.search).toBe('?shopId=s1&mode=pickup'))
  })

  it('a closed shop: checkout shows the resting modal, confirm only, the backdrop cannot close it', async () => {
    addToCart('s1', tea, [], 4)
    const { router } = renderRoute('/m', '/m', <Bar s={{ ...shop, open: false }} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Resting' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('shop is resting, cannot order now')
    expect(within(dialog).getAllByRole('button')).toHaveLength(1)
    fireEvent.click(screen.getByTestId('modal-backdrop'))
    expect(screen.getByRole('dialog')).toBe(dialog)
    expect(router.state.location.pathname).toBe('/m')
  })

  it('the cart sheet changes quantities and clears after confirmation', async () => {
    addToCart('s1', tea, [], 2)
    renderRoute('/m', '/m', <Bar s={shop} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Cart, 2 items' }))
    const sheet = await screen.findByRole('dialog', { name: 'Cart' })
    fireEvent.click(within(sheet).getByRole('button', { name: 'One more Tea' }))
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeTruthy()
    fireEvent.click(within(sheet).getByRole('button', { name: /Clear/ }))
    const confirm = await screen.findByText('Remove everything from the cart?')
    fireEvent.click(
      within(confirm.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Clear' }),
    )
    await waitFor(() => expect(screen.getByText('Your cart is empty')).toBeTruthy())
  })
})

describe('option sheet', () => {
  const milkTea: Goods = {
    id: 'g1',
    shopId: 's1',
    categoryId: 'c1',
    name: 'Milk tea',
    nameZh: '奶茶',
    description: '',
    image: '',
    facts: null,
    priceFen: 1500,
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
          { id: 'jelly', name: 'Jelly', nameZh: '椰果', priceFen: 100 },
        ],
      },
    ],
  }

  it('starts on the first option of required groups and updates the price live', async () => {
    const added: [string[], number][] = []
    renderRoute('/d', '/d', <OptionPicker goods={milkTea} onAdd={(ids, n) => added.push([ids, n])} />)
    expect((await screen.findByRole('radio', { name: 'Medium' })).getAttribute('aria-checked')).toBe('true')
    expect(screen.getByText('¥15.00')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: /Large/ }))
    fireEvent.click(screen.getByRole('checkbox', { name: /Pearls/ }))
    fireEvent.click(screen.getByRole('checkbox', { name: /Jelly/ }))
    expect(screen.getByText('¥21.00')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'One more Milk tea' }))
    expect(screen.getByText('¥42.00')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(added).toEqual([[['l', 'pearl', 'jelly'], 2]])
  })
})
