import type { Address, ShopDetail } from '@siam/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
const session = vi.hoisted(() => ({ status: 'in' as 'in' | 'out' }))
vi.mock('../../shared/session', () => ({
  useSession: () => ({ status: session.status, member: null, refresh: async () => {} }),
  requireLogin: () => true,
}))

import { apiMock } from '../../testing/apiMock'
import { apiDouble, homeAddress, pageTestHooks, renderRoute } from '../../testing/pages'
import { Component as AddressChoosePage } from './AddressChoosePage'
import { setCurrentAddressId } from './handoff'

const { serve, callsTo } = apiDouble(apiMock)
pageTestHooks(apiMock, ['address'])

const shop = {
  id: 's1',
  name: 'Old Sichuan',
  address: '1 People Road',
  addressZh: '人民路1号',
  supportsDelivery: true,
  supportsPickup: true,
} as ShopDetail

const home = homeAddress
const work: Address = { ...home, id: 'a2', isDefault: false, street: '8 Century Avenue', label: 'company' }

/** Where the confirm page sends the member: back to itself. */
const CONFIRM = '/pages/menu/pay/pay?shopId=s1'
const PATH = '/pages/address/choose/choose'
const chooseUrl = (query: Record<string, string>) =>
  `${PATH}?${new URLSearchParams({ shopId: 's1', redirect: CONFIRM, ...query })}`

function serveShop(over: Partial<ShopDetail> = {}, addresses: Address[] = [home, work]) {
  serve({
    'shop/detail': () => ({ ...shop, ...over }),
    'member/deliveryAddress/list': () => ({ records: addresses, total: addresses.length }),
  })
}

const open = (query: Record<string, string>) => renderRoute(chooseUrl(query), PATH, <AddressChoosePage />)
const wayRadio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement

/** The page it went to, with its query as an object. */
function landed(router: ReturnType<typeof open>['router']) {
  const { pathname, search } = router.state.location
  return { pathname, query: Object.fromEntries(new URLSearchParams(search)) }
}

beforeEach(() => {
  session.status = 'in'
  sessionStorage.clear()
})

describe('delivery method page', () => {
  it('opens with the delivery and address the confirm page shows, and sends them back', async () => {
    serveShop()
    const { router } = open({ mode: 'delivery', dining: 'dine_in', addressId: 'a2' })
    const address = await screen.findByRole('link', { name: /8 Century Avenue/ })
    expect(wayRadio(/^Delivery/).checked).toBe(true)
    // The address row opens the address book with this address selected, answering the confirm page.
    const target = new URLSearchParams(address.getAttribute('href')?.split('?')[1])
    expect([target.get('selected'), target.get('redirect'), target.get('shopId')]).toEqual([
      'a2',
      `${CONFIRM}&mode=delivery`,
      's1',
    ])
    fireEvent.click(continueButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/menu/pay/pay'))
    expect(landed(router).query).toEqual({ shopId: 's1', mode: 'delivery', addressId: 'a2' })
  })

  it('without an address from the opener, uses the current delivery address, else the default', async () => {
    setCurrentAddressId('a2')
    serveShop()
    open({ mode: 'delivery' })
    expect(await screen.findByRole('link', { name: /8 Century Avenue/ })).toBeTruthy()
    setCurrentAddressId(null)
  })

  it('opens with self-pickup and take away, and sends the changed choice back', async () => {
    serveShop()
    const { router } = open({ mode: 'pickup', dining: 'take_away', addressId: 'a1' })
    await screen.findByText('1 People Road')
    expect(wayRadio(/^Self-pickup store/).checked).toBe(true)
    const dining = screen.getByRole('radiogroup', { name: 'Dining option' })
    expect(within(dining).getByRole('radio', { name: 'Take away' }).getAttribute('aria-checked')).toBe('true')
    fireEvent.click(within(dining).getByRole('radio', { name: 'Dine in' }))
    fireEvent.click(continueButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/menu/pay/pay'))
    expect(landed(router).query).toEqual({ shopId: 's1', mode: 'pickup', dining: 'dine_in' })
  })

  it('switching from self-pickup to delivery sends the delivery address back', async () => {
    serveShop()
    const { router } = open({ mode: 'pickup', dining: 'dine_in' })
    await screen.findByText('1 People Road')
    fireEvent.click(wayRadio(/^Delivery/))
    await screen.findByRole('link', { name: /100 Nanjing East Road/ })
    fireEvent.click(continueButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/menu/pay/pay'))
    expect(landed(router).query).toEqual({ shopId: 's1', mode: 'delivery', addressId: 'a1' })
  })

  it('a shop without self-pickup leaves only delivery', async () => {
    serveShop({ supportsPickup: false })
    open({ mode: 'pickup', dining: 'take_away' })
    await screen.findByRole('link', { name: /100 Nanjing East Road/ })
    expect(wayRadio(/^Delivery/).checked).toBe(true)
    expect(wayRadio(/^Self-pickup store/).disabled).toBe(true)
    expect(screen.getAllByText('Not offered by this shop')).toHaveLength(1)
  })

  it('delivery without any address goes to add one, then back to the confirm page as delivery', async () => {
    serveShop({}, [])
    const { router } = open({ mode: 'delivery' })
    await screen.findByRole('link', { name: /Add a delivery address/ })
    fireEvent.click(continueButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/address/insert/insert'))
    expect(landed(router).query).toEqual({ redirect: `${CONFIRM}&mode=delivery` })
  })

  it('does not continue while the addresses are still loading', async () => {
    let answer: (value: unknown) => void = () => {}
    serve({
      'shop/detail': () => shop,
      'member/deliveryAddress/list': () => new Promise((resolve) => (answer = resolve)),
    })
    const { router } = open({ mode: 'delivery' })
    await waitFor(() => expect(callsTo('member/deliveryAddress/list')).toHaveLength(1))
    await waitFor(() => expect(continueButton().disabled).toBe(true))
    fireEvent.click(continueButton())
    expect(router.state.location.pathname).toBe(PATH)
    answer({ records: [home], total: 1 })
    await waitFor(() => expect(continueButton().disabled).toBe(false))
  })

  it('signed out: self-pickup needs no address and goes straight back', async () => {
    session.status = 'out'
    serveShop()
    const { router } = open({ mode: 'pickup' })
    await screen.findByText('1 People Road')
    expect(callsTo('member/deliveryAddress/list')).toHaveLength(0)
    fireEvent.click(continueButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/menu/pay/pay'))
    expect(landed(router).query).toEqual({ shopId: 's1', mode: 'pickup', dining: 'dine_in' })
  })
})
