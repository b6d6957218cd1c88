import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Staff } from '../../shared/api/staff'
import { initI18n } from '../../shared/i18n'
import { envelope, jsonResponse, requestBodies, routeFetch, stubFetch } from '../../testing/fixtures'
import { renderWithClient } from '../../testing/render'
import { ShopPage } from './ShopPage'

const fetchMock = stubFetch()
const merchant: Staff = {
  id: 's1',
  name: 'Li',
  email: 'li@example.com',
  role: 'merchant',
  shops: [{ id: 'shop1', name: 'Noodles' }],
} as Staff

beforeAll(async () => {
  await initI18n('en')
})

const shop = (over: Record<string, unknown> = {}) => ({
  id: 'shop1',
  name: { 'zh-Hans': '兰州拉面', en: 'Lanzhou Noodles' },
  missingLocales: ['zh-Hant', 'ja', 'ko', 'ru', 'ur', 'ar', 'fr', 'de', 'es'],
  address: { 'zh-Hans': '南京东路1号' },
  type: 'asian',
  cuisine: 'lanzhou',
  lng: 121.48,
  lat: 31.23,
  phone: '021-63211234',
  whatsApp: null,
  weChat: null,
  image: 'demo/x.svg',
  photos: [],
  hours: [{ open: '10:00', close: '22:00' }],
  operating: true,
  supportsDelivery: true,
  supportsPickup: true,
  minimumOrderFen: 2000,
  baseDeliveryFeeFen: 500,
  perKmFeeFen: 100,
  deliverySubsidyFen: 0,
  deliveryRangeMeters: 5000,
  fullReductionTiers: [{ thresholdFen: 3000, reductionFen: 500 }],
  ...over,
})

describe('console: shop page', () => {
  it('switches resting on, saves hours per weekday, and sends the fees in fen', async () => {
    routeFetch(fetchMock, {
      'merchant/shop/detail': () => jsonResponse(envelope(shop())),
      'merchant/shop/operating': () => jsonResponse(envelope(shop({ operating: false }))),
      'merchant/shop/hours': (body) => jsonResponse(envelope(shop({ hours: body.hours }))),
      'merchant/shop/update': () => jsonResponse(envelope(shop())),
    })
    renderWithClient(<ShopPage staff={merchant} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Rest now (stop taking orders)' }))
    expect(await screen.findByRole('button', { name: 'Open again' })).toBeTruthy()
    expect(requestBodies(fetchMock, 'merchant/shop/operating')[0]).toMatchObject({
      shopId: 'shop1',
      operating: false,
    })

    const hours = screen.getByRole('form', { name: 'Opening hours' })
    fireEvent.click(within(hours).getByRole('button', { name: 'Add opening time' }))
    const second = within(hours).getByRole('group', { name: 'Time 2' })
    fireEvent.change(within(second).getByLabelText('Opens'), { target: { value: '18:00' } })
    fireEvent.change(within(second).getByLabelText('Closes'), { target: { value: '02:00' } })
    expect(within(second).getByText('until the next day')).toBeTruthy()
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Sat', 'Sun'])
      fireEvent.click(within(second).getByLabelText(day))
    fireEvent.click(within(hours).getByRole('button', { name: 'Save opening hours' }))
    await waitFor(() => expect(requestBodies(fetchMock, 'merchant/shop/hours')).toHaveLength(1))
    expect(requestBodies(fetchMock, 'merchant/shop/hours')[0]).toMatchObject({
      shopId: 'shop1',
      hours: [
        { open: '10:00', close: '22:00' },
        { open: '18:00', close: '02:00', days: [5] },
      ],
    })

    const profile = screen.getByRole('form', { name: 'Shop profile' })
    fireEvent.change(within(profile).getByLabelText('Minimum order (yuan)'), { target: { value: '25.5' } })
    fireEvent.click(within(profile).getByRole('button', { name: 'Save profile and fees' }))
    await waitFor(() => expect(requestBodies(fetchMock, 'merchant/shop/update')).toHaveLength(1))
    expect(requestBodies(fetchMock, 'merchant/shop/update')[0]).toMatchObject({
      shopId: 'shop1',
      cuisine: 'lanzhou',
      minimumOrderFen: 2550,
      fullReductionTiers: [{ thresholdFen: 3000, reductionFen: 500 }],
      whatsApp: null,
    })
  })
})
