import type { Address, OrderQuote, ShopDetail } from '@siam/contracts'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../../shared/session', () => ({
  useSession: () => ({ status: 'in', member: null, refresh: async () => {} }),
  requireLogin: () => true,
}))

import { ApiError } from '../../shared/api'
import { addToCart, clearCart, readCart, resetCartCache } from '../../shared/cart/cart'
import { hideModal } from '../../shared/ui/modal'
import { apiMock } from '../../testing/apiMock'
import { apiDouble, homeAddress, renderRoute, setupI18n, y } from '../../testing/pages'
import { Component as ConfirmOrderPage } from './ConfirmOrderPage'
import { LAST_CONTACT_PHONE_KEY } from './draftStore'

type Handler = (input: Record<string, unknown>) => unknown

const shop: ShopDetail = {
  id: 's1',
  name: 'Old Sichuan',
  nameZh: '老四川',
  type: 'asian',
  cuisine: 'sichuan',
  tastes: ['spicy'],
  image: '',
  rating: 4.6,
  monthlySales: 100,
  reviewCount: 0,
  distanceMeters: 800,
  deliveryFeeFen: 500,
  deliveryMinutes: 30,
  minimumOrderFen: 2000,
  inRange: true,
  supportsDelivery: true,
  supportsPickup: true,
  fullReductionTiers: [],
  open: true,
  closingSoon: false,
  operating: true,
  hours: [{ open: '10:00', close: '22:00' }],
  address: '1 People Road',
  addressZh: '人民路1号',
  phone: '02112345678',
  lng: 121.47,
  lat: 31.23,
  deliveryRangeMeters: 5000,
  baseDeliveryFeeFen: 500,
  perKmFeeFen: 100,
  deliverySubsidyFen: 0,
  closesAt: null,
  nextOpenAt: null,
  deliveryPolygon: null,
  brand: null,
  branchCount: 1,
  featured: false,
  featuredGoods: 0,
  photos: [],
  licences: [],
  whatsApp: null,
  weChat: null,
}

const home = homeAddress

function quote(over: Partial<OrderQuote> = {}): OrderQuote {
  return {
    goodsFen: 3600,
    packingFen: 200,
    couponFen: 0,
    fullReductionFen: 0,
    deliveryFeeFen: 400,
    deliveryFeeBeforeSubsidyFen: 600,
    totalFen: 4200,
    minimumOrderFen: 2000,
    missingForMinimumFen: 0,
    distanceMeters: 900,
    inRange: true,
    shopOpen: true,
    closingSoon: false,
    lines: [
      {
        goodsId: 'g1',
        name: 'Dan dan noodles',
        nameZh: '担担面',
        image: '',
        optionNames: [],
        unitPriceFen: 1800,
        quantity: 2,
        packingFeeFen: 100,
        goodsFen: 3600,
        payableFen: 3800,
      },
    ],
    blockers: [],
    ...over,
  }
}

const { serve } = apiDouble(apiMock)

const base = (q: () => OrderQuote, addresses: Address[] = [home]): Record<string, Handler> => ({
  'shop/detail': () => shop,
  'member/deliveryAddress/list': () => ({ records: addresses, total: addresses.length }),
  'member/order/preview': () => q(),
})

function callsTo(path: string) {
  return apiMock.mock.calls.filter((c) => c[0] === path).map((c) => c[1] as Record<string, unknown>)
}

const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled
/** The pay button once the preview for the current draft has arrived. */
async function payButton(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name })
  await waitFor(() => expect(isDisabled(button)).toBe(false))
  return button
}

const URL = '/pages/menu/pay/pay?shopId=s1'
/** The address card: named by the address it shows, then "Change address" (hidden text). */
const CHANGE_ADDRESS = /Change address$/
const open = (url = URL) => renderRoute(url, '/pages/menu/pay/pay', <ConfirmOrderPage />)

beforeAll(async () => {
  await setupI18n()
})
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  resetCartCache()
  apiMock.mockReset()
  localStorage.setItem(LAST_CONTACT_PHONE_KEY, '+447700900123')
  addToCart(
    's1',
    {
      id: 'g1',
      name: 'Dan dan noodles',
      nameZh: '担担面',
      image: '',
      priceFen: 1800,
      packingFeeFen: 100,
      optionGroups: [],
    },
    [],
    2,
  )
})
afterEach(() => {
  act(() => hideModal())
  cleanup()
})

describe('confirm order: amounts come from the preview', () => {
  it('shows the server amounts, with the subsidised delivery fee struck through', async () => {
    serve(base(() => quote()))
    open()
    await payButton(y('Pay ¥42.00'))
    expect(screen.getByText('¥6.00').className).toContain('price-strike')
    expect(screen.getByText('¥4.00')).toBeTruthy()
    const preview = callsTo('member/order/preview')[0]
    expect(preview).toMatchObject({
      shopId: 's1',
      shoppingWay: 'delivery',
      deliveryAddressId: 'a1',
      items: [{ goodsId: 'g1', optionIds: [], number: 2 }],
      contactPhone: '+447700900123',
      deliveryHelper: 'platform',
    })
  })
})

describe('confirm order: delivery method', () => {
  it('the delivery method row opens the choose page with the mode, dining option and address shown', async () => {
    const work: Address = { ...home, id: 'a2', isDefault: false, street: '8 Century Avenue' }
    serve(base(() => quote(), [home, work]))
    const { router } = open(`${URL}&addressId=a2`)
    const row = await screen.findByRole('link', { name: /^Delivery method/ })
    expect(row.textContent).toContain('Delivery')
    // Waits for the addresses: the row carries the one the page shows.
    await screen.findByRole('button', { name: CHANGE_ADDRESS })
    fireEvent.click(screen.getByRole('link', { name: /^Delivery method/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/address/choose/choose'))
    const query = new URLSearchParams(router.state.location.search)
    expect(Object.fromEntries(query)).toEqual({
      shopId: 's1',
      mode: 'delivery',
      dining: 'dine_in',
      addressId: 'a2',
      redirect: `${URL}&addressId=a2`,
    })
  })

  it('the quick switch still works, and the row follows it', async () => {
    serve(base(() => quote()))
    open()
    const switcher = await screen.findByRole('radiogroup', { name: 'Order type' })
    fireEvent.click(within(switcher).getByRole('radio', { name: /^Self-pickup/ }))
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Dining option' })).getByRole('radio', {
        name: 'Take away',
      }),
    )
    const row = screen.getByRole('link', { name: /^Delivery method/ })
    expect(row.textContent).toContain('Self-pickup · Take away')
    const query = new URLSearchParams(row.getAttribute('href')?.split('?')[1])
    expect([query.get('mode'), query.get('dining')]).toEqual(['pickup', 'take_away'])
    await waitFor(() =>
      expect(callsTo('member/order/preview').at(-1)).toMatchObject({
        shoppingWay: 'pickup',
        diningOption: 'take_away',
      }),
    )
  })

  it('the choice the choose page sends back (mode, dining) wins over the remembered one', async () => {
    serve(base(() => quote({ deliveryFeeFen: 0, deliveryFeeBeforeSubsidyFen: 0, distanceMeters: null })))
    open(`${URL}&mode=pickup&dining=take_away`)
    const switcher = await screen.findByRole('radiogroup', { name: 'Order type' })
    expect(
      within(switcher)
        .getByRole('radio', { name: /^Self-pickup/ })
        .getAttribute('aria-checked'),
    ).toBe('true')
    const dining = screen.getByRole('radiogroup', { name: 'Dining option' })
    expect(within(dining).getByRole('radio', { name: 'Take away' }).getAttribute('aria-checked')).toBe('true')
    await waitFor(() =>
      expect(callsTo('member/order/preview').at(-1)).toMatchObject({
        shoppingWay: 'pickup',
        diningOption: 'take_away',
      }),
    )
    expect(callsTo('member/order/preview').at(-1)).not.toHaveProperty('deliveryAddressId')
    expect(screen.queryByRole('button', { name: CHANGE_ADDRESS })).toBeNull()
  })
})

describe('confirm order: options', () => {
  it('sends the chosen options in the menu order (portion, then flavour), not sorted by id', async () => {
    clearCart('s1')
    const bucket = {
      id: 'g9',
      name: 'Fried chicken bucket',
      nameZh: '炸鸡桶',
      image: '',
      priceFen: 6800,
      packingFeeFen: 200,
      optionGroups: [
        { options: [{ id: 'z-portion-12', name: '12 pieces', priceFen: 3200 }] },
        { options: [{ id: 'a-flavour-honey', name: 'Honey garlic', priceFen: 0 }] },
      ],
    }
    addToCart('s1', bucket, ['a-flavour-honey', 'z-portion-12'], 1)
    serve(base(() => quote()))
    open()
    await waitFor(() => expect(callsTo('member/order/preview')).not.toHaveLength(0))
    expect(callsTo('member/order/preview')[0]?.items).toEqual([
      { goodsId: 'g9', optionIds: ['z-portion-12', 'a-flavour-honey'], number: 1 },
    ])
  })
})

describe('confirm order: blockers', () => {
  it('SHOP_RESTING opens the resting modal with a confirm button only, not closable by the backdrop', async () => {
    serve(base(() => quote({ blockers: ['SHOP_RESTING'], shopOpen: false })))
    open()
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('shop is resting, cannot order now')
    expect(within(dialog).getAllByRole('button')).toHaveLength(1)
    fireEvent.click(screen.getByTestId('modal-backdrop'))
    expect(screen.getByRole('dialog')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsTo('member/order/insert')).toHaveLength(0)
  })

  it('BELOW_MINIMUM shows what is still missing and disables the pay button', async () => {
    serve(base(() => quote({ blockers: ['BELOW_MINIMUM'], missingForMinimumFen: 500 })))
    open()
    const pay = await screen.findByRole('button', { name: y('Still missing ¥5.00') })
    expect(isDisabled(pay)).toBe(true)
    expect(screen.getByText(y('Still missing ¥5.00 for delivery (minimum ¥20.00)'))).toBeTruthy()
    fireEvent.click(pay)
    expect(callsTo('member/order/insert')).toHaveLength(0)
  })

  it('OUT_OF_RANGE asks to change the address and opens the delivery address page for this shop', async () => {
    serve(base(() => quote({ blockers: ['OUT_OF_RANGE'], inRange: false })))
    const { router } = open()
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('Out of delivery range, please change the address and retry')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change address' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/address/delivery/delivery'))
    const query = new URLSearchParams(router.state.location.search)
    expect(query.get('redirect')).toBe(URL)
    expect(query.get('shopId')).toBe('s1')
    expect(query.get('selected')).toBe('a1')
  })

  it('an address chosen on the address pages (addressId, mode) wins over the remembered choice', async () => {
    const work: Address = {
      ...home,
      id: 'a2',
      isDefault: false,
      street: '8 Century Avenue',
      label: 'company',
    }
    serve(base(() => quote(), [home, work]))
    open(`${URL}&addressId=a2&mode=delivery`)
    expect(await screen.findByRole('button', { name: CHANGE_ADDRESS })).toBeTruthy()
    await waitFor(() =>
      expect(callsTo('member/order/preview').at(-1)).toMatchObject({ deliveryAddressId: 'a2' }),
    )
    expect(screen.getByRole('button', { name: CHANGE_ADDRESS }).textContent).toContain('8 Century Avenue')
    // its name holds the address it shows, then what it does (WCAG 2.5.3, label in name)
    expect(screen.getByRole('button', { name: /8 Century Avenue.*Change address$/ })).toBeTruthy()
  })

  it('ADDRESS_REQUIRED prompts to add an address and the pay button goes there', async () => {
    serve(base(() => quote({ blockers: ['ADDRESS_REQUIRED'] }), []))
    const { router } = open()
    const button = await screen.findByRole('button', { name: 'Add a delivery address' })
    expect(screen.getByRole('link', { name: /Add a delivery address/ })).toBeTruthy()
    fireEvent.click(button)
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/address/insert/insert'))
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(URL)
    expect(callsTo('member/order/insert')).toHaveLength(0)
  })

  it('a closing-soon shop shows a warning but can still be ordered from', async () => {
    serve(base(() => quote({ closingSoon: true })))
    open()
    expect(await screen.findByText(/The shop closes soon/)).toBeTruthy()
    expect(isDisabled(await payButton(y('Pay ¥42.00')))).toBe(false)
  })
})

describe('confirm order: placing', () => {
  it('a double tap places one order, and a retry after a failure reuses the same idempotency key', async () => {
    let fail = true
    let release: (() => void) | null = null
    serve({
      ...base(() => quote()),
      'member/order/insert': () =>
        new Promise((resolve, reject) => {
          release = () =>
            fail ? reject(new ApiError(101, 'Network error, please retry')) : resolve({ id: 'o1' })
        }),
    })
    const { router } = open()
    const pay = await payButton(y('Pay ¥42.00'))
    fireEvent.click(pay)
    fireEvent.click(pay)
    await waitFor(() => expect(callsTo('member/order/insert')).toHaveLength(1))
    await act(async () => release?.())
    const again = await screen.findByRole('button', { name: y('Pay ¥42.00') })
    await waitFor(() => expect(isDisabled(again)).toBe(false))
    fail = false
    fireEvent.click(again)
    await waitFor(() => expect(callsTo('member/order/insert')).toHaveLength(2))
    await act(async () => release?.())

    const [first, second] = callsTo('member/order/insert')
    expect(first?.idempotencyKey).toEqual(expect.any(String))
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey)
    expect(first?.expectedTotalFen).toBe(4200)
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/shop/pay/pay'))
    expect(router.state.location.search).toBe('?orderId=o1')
    expect(readCart('s1')).toEqual([])
  })

  it('refuses an invalid contact phone before calling the server', async () => {
    localStorage.setItem(LAST_CONTACT_PHONE_KEY, '12345')
    serve({ ...base(() => quote()), 'member/order/insert': () => ({ id: 'o1' }) })
    open()
    fireEvent.click(await payButton(y('Pay ¥42.00')))
    expect(await screen.findByText('Incorrect mobile phone number')).toBeTruthy()
    expect(callsTo('member/order/insert')).toHaveLength(0)
  })

  it('PRICE_CHANGED refreshes the preview and asks to confirm the new total', async () => {
    let total = 4200
    let inserts = 0
    serve({
      ...base(() => quote({ totalFen: total })),
      'member/order/insert': () => {
        inserts++
        if (inserts === 1) {
          total = 4500
          throw new ApiError(409, 'The price has changed', 'PRICE_CHANGED')
        }
        return { id: 'o2' }
      },
    })
    const { router } = open()
    fireEvent.click(await payButton(y('Pay ¥42.00')))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain(y('The new total is ¥45.00'))
    expect(callsTo('member/order/insert')).toHaveLength(1)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(callsTo('member/order/insert')).toHaveLength(2))
    const [first, second] = callsTo('member/order/insert')
    expect(first?.expectedTotalFen).toBe(4200)
    expect(second?.expectedTotalFen).toBe(4500)
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey)
    await waitFor(() => expect(router.state.location.search).toBe('?orderId=o2'))
  })
})

describe('confirm order: coupons', () => {
  const coupon = (id: string, amountFen: number, validUntil: string) => ({
    id,
    kind: 'shop' as const,
    title: `${amountFen / 100} off`,
    amountFen,
    percentOff: null,
    rules: null,
    drawsLeft: 0,
    thresholdFen: 0,
    shopId: null,
    shopName: null,
    validFrom: '2026-01-01T00:00:00.000Z',
    validUntil,
    status: 'unused' as const,
    orderId: null,
    usedAt: null,
    source: 'campaign' as const,
  })

  beforeAll(async () => {
    const { i18next } = await import('../../shared/i18n')
    await i18next.loadNamespaces(['coupon'])
  })

  it('preselects the best coupon (largest, then ending soonest), and the member can pay without one', async () => {
    serve({
      ...base(() => quote()),
      'member/coupon/usableForOrder': () => ({
        usable: [
          { coupon: coupon('late', 1000, '2026-12-31T00:00:00.000Z'), discountFen: 1000 },
          { coupon: coupon('soon', 1000, '2026-12-01T00:00:00.000Z'), discountFen: 1000 },
          { coupon: coupon('small', 300, '2026-11-30T00:00:00.000Z'), discountFen: 300 },
        ],
        unusable: [],
      }),
    })
    open()
    const row = await screen.findByTestId('coupon-row')
    expect(row.textContent).toContain('3 available')
    expect(row.textContent).toContain('10.00')
    expect(
      screen.getByText('One coupon per order: a delivery coupon and a shop coupon cannot be combined.'),
    ).toBeTruthy()
    await waitFor(() => expect(callsTo('member/order/preview').at(-1)).toMatchObject({ couponId: 'soon' }))
    // The usable list is asked for the draft without a coupon.
    expect(callsTo('member/coupon/usableForOrder')[0]).not.toHaveProperty('couponId')
    fireEvent.click(row)
    fireEvent.click(screen.getByRole('radio', { name: "Don't use a coupon" }))
    await waitFor(() => expect(callsTo('member/order/preview').at(-1)).not.toHaveProperty('couponId'))
    expect(screen.getByTestId('coupon-row').textContent).toContain("Don't use a coupon")
  })
})

describe('confirm order: nothing moves while the page fills in (issue 16)', () => {
  it('shows one placeholder until the shop answers, then the form; the coupon row keeps its place', async () => {
    let answerShop: (value: ShopDetail) => void = () => {}
    const couponAnswers: ((value: unknown) => void)[] = []
    serve({
      ...base(() => quote()),
      'shop/detail': () => new Promise<ShopDetail>((resolve) => (answerShop = resolve)),
      'member/coupon/usableForOrder': () => new Promise((resolve) => couponAnswers.push(resolve)),
    })
    open()
    await waitFor(() => expect(document.querySelector('.skeleton-cards')).not.toBeNull())
    // No part of the form is on screen yet, so none of it can be pushed down by the pickup card.
    expect(screen.queryByRole('radiogroup', { name: 'Order type' })).toBeNull()
    expect(screen.queryByText('Dan dan noodles')).toBeNull()
    act(() => answerShop(shop))
    await screen.findByRole('radiogroup', { name: 'Order type' })
    expect(screen.getByText('Dan dan noodles')).toBeTruthy()
    // The member's coupons are still on their way: their row is there, busy, with its label and rule.
    const pending = document.querySelector('section.confirm-coupon[aria-busy="true"]')
    expect(pending?.textContent).toContain('One coupon per order')
    await waitFor(() => expect(couponAnswers.length).toBeGreaterThan(0))
    act(() => {
      for (const answer of couponAnswers) answer({ usable: [], unusable: [] })
    })
    await waitFor(() => expect(document.querySelector('section.confirm-coupon[aria-busy="true"]')).toBeNull())
    expect(document.querySelectorAll('section.confirm-coupon')).toHaveLength(1)
  })
})
