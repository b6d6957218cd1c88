/**
 * A page opened from the console's nav, against a mocked server (fetch). The delivery area's Leaflet
 * map is replaced by a stand-in (features/deliveryArea covers the page and the real map).
 */
import type { DeliveryArea } from '@siam/contracts'
import { wgs84ToGcj02 } from '@siam/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { TOKEN_STORAGE_KEY } from '../shared/api/client'
import type { Staff } from '../shared/api/staff'
import { initI18n } from '../shared/i18n'
import { ToastProvider } from '../shared/ui/Toast'
import { envelope, jsonResponse, requestBodies, routeFetch, stubFetch } from '../testing/fixtures'
import { App } from './App'
import { viewFromPath } from './routes'

vi.mock('../features/deliveryArea/AreaMap', async () => {
  const { createElement } = await import('react')
  return { default: () => createElement('div', { 'data-testid': 'area-map' }) }
})

const merchant: Staff = {
  id: 'st1',
  email: 'merchant@siam.demo',
  name: 'Chen Jing',
  role: 'merchant',
  shops: [
    { id: 'shop-1', name: 'Golden Noodle House' },
    { id: 'shop-2', name: 'Yulan Xiaolongbao' },
  ],
}

const WGS_CENTER = { lng: 121.4737, lat: 31.2304 }

function area(shopId: string): DeliveryArea {
  return {
    shopId,
    center: { wgs84: WGS_CENTER, gcj02: wgs84ToGcj02(WGS_CENTER) },
    rangeMeters: 3000,
    polygon: null,
  }
}

const fetchMock = stubFetch()
const route = (handlers: Parameters<typeof routeFetch>[1]) => routeFetch(fetchMock, handlers)
const bodiesOf = (path: string) => requestBodies(fetchMock, path)

// The router reads the page from the hash: '#/delivery-area' is the path '/delivery-area'.
const viewFromHash = (hash: string, staff: Pick<Staff, 'role'>) => viewFromPath(hash.replace(/^#/, ''), staff)

beforeAll(async () => {
  await initI18n('en')
})

describe('in the console', () => {
  it('the "Delivery area" page is a link of the console, loaded when opened', async () => {
    expect(viewFromHash('#/delivery-area', { role: 'merchant' })).toBe('delivery-area')
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1')
    route({
      'merchant/me': () => jsonResponse(envelope(merchant)),
      'merchant/order/list': () => jsonResponse(envelope({ records: [], total: 0 })),
      'merchant/shop/deliveryArea/get': (b) => jsonResponse(envelope(area(String(b.shopId)))),
    })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <App />
        </ToastProvider>
      </QueryClientProvider>,
    )
    const link = await screen.findByRole('link', { name: 'Delivery area' })
    expect(bodiesOf('merchant/shop/deliveryArea/get')).toEqual([])
    fireEvent.click(link)
    expect(await screen.findByRole('heading', { name: 'Delivery area' })).toBeTruthy()
    expect(window.location.hash).toBe('#/delivery-area')
    await screen.findByTestId('area-map')
    expect(bodiesOf('merchant/shop/deliveryArea/get')[0]).toMatchObject({ shopId: 'shop-1' })
    window.history.replaceState(null, '', window.location.pathname)
  })
})
