/**
 * The delivery-area page against a mocked server (fetch). The Leaflet map is replaced by a stand-in
 * that records what the page asks it to draw and lets the test "click" points (AreaMap.test.tsx
 * covers the real map).
 */
import type { DeliveryArea } from '@siam/contracts'
import { closeRing, gcj02ToWgs84, type RingPosition, wgs84ToGcj02 } from '@siam/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Staff } from '../../shared/api/staff'
import { initI18n } from '../../shared/i18n'
import { ToastProvider } from '../../shared/ui/Toast'
import {
  envelope,
  type FetchHandler as Handler,
  jsonResponse,
  requestBodies,
  routeFetch,
  stubFetch,
} from '../../testing/fixtures'
import type { AreaMapProps } from './AreaMap'
import DeliveryAreaPage from './DeliveryAreaPage'
import { consoleTileSource } from './tiles'

const map = vi.hoisted(() => ({ props: null as AreaMapProps | null }))

vi.mock('./AreaMap', async () => {
  const { createElement } = await import('react')
  return {
    default: (props: AreaMapProps) => {
      map.props = props
      return createElement('div', { 'data-testid': 'area-map', 'aria-label': props.labels.map })
    },
  }
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
const platform: Staff = { id: 'st2', email: 'admin@siam.demo', name: 'Li Na', role: 'platform', shops: [] }

const WGS_CENTER = { lng: 121.4737, lat: 31.2304 }
const toGcj = (p: RingPosition): [number, number] => {
  const g = wgs84ToGcj02({ lng: p[0], lat: p[1] })
  return [g.lng, g.lat]
}

function area(shopId: string, ring: RingPosition[] | null = null): DeliveryArea {
  return {
    shopId,
    center: { wgs84: WGS_CENTER, gcj02: wgs84ToGcj02(WGS_CENTER) },
    rangeMeters: 3000,
    polygon: ring ? { wgs84: closeRing(ring), gcj02: closeRing(ring.map(toGcj)) } : null,
  }
}

/** A saved outline around People's Square, WGS-84. */
const SAVED: RingPosition[] = [
  [121.46, 31.22],
  [121.49, 31.22],
  [121.49, 31.24],
  [121.46, 31.24],
]

const fetchMock = stubFetch()

const route = (handlers: Record<string, Handler>) => routeFetch(fetchMock, handlers)
const bodiesOf = (path: string) => requestBodies(fetchMock, path)

/** The fake server's `set`: converts what it got to WGS-84 as the real one does, and answers the area. */
function setHandler(shopId: string): Handler {
  return (body) => {
    const polygon = body.polygon as [number, number][] | null
    if (!polygon) return jsonResponse(envelope(area(shopId)))
    const wgs = polygon.slice(0, -1).map((p): RingPosition => {
      if (body.coordSystem !== 'gcj02') return p
      const w = gcj02ToWgs84({ lng: p[0], lat: p[1] })
      return [w.lng, w.lat]
    })
    return jsonResponse(envelope(area(shopId, wgs)))
  }
}

function renderPage(staff: Staff, source = consoleTileSource('en', {})) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <DeliveryAreaPage staff={staff} source={source} />
      </ToastProvider>
    </QueryClientProvider>,
  )
}

const mapProps = () => {
  if (!map.props) throw new Error('the map is not on the page')
  return map.props
}
const click = (p: RingPosition) => act(() => mapProps().onAdd(p))
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent

beforeAll(async () => {
  await initI18n('en')
})

describe('the delivery-area page (merchant)', () => {
  it('shows the first shop’s radius on AMap tiles in GCJ-02, and lists only the merchant’s own shops', async () => {
    route({ 'merchant/shop/deliveryArea/get': (b) => jsonResponse(envelope(area(String(b.shopId)))) })
    map.props = null
    renderPage(merchant)
    expect(await screen.findByText('Now: the shop delivers within 3 km of its position.')).toBeTruthy()
    expect(bodiesOf('merchant/shop/deliveryArea/get')[0]).toMatchObject({ shopId: 'shop-1' })
    expect(bodiesOf('admin/shop/list')).toEqual([])
    const select = screen.getByLabelText('Shop') as HTMLSelectElement
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Golden Noodle House',
      'Yulan Xiaolongbao',
    ])

    await screen.findByTestId('area-map')
    const props = mapProps()
    expect(props.source.coordSystem).toBe('gcj02')
    expect(props.shop).toEqual(wgs84ToGcj02(WGS_CENTER))
    expect(props).toMatchObject({ rangeMeters: 3000, radiusDecides: true, points: [], closed: false })
    expect(stat('Points')).toBe('0')
    expect(stat('Area')).toBe('28.27 km²') // π · 3²
    expect(button('Save outline').disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Use radius instead' })).toBeNull()
  })

  it('draws an outline point by point and saves it closed, in GCJ-02, then shows it as the area', async () => {
    route({
      'merchant/shop/deliveryArea/get': (b) => jsonResponse(envelope(area(String(b.shopId)))),
      'merchant/shop/deliveryArea/set': setHandler('shop-1'),
    })
    renderPage(merchant)
    await screen.findByTestId('area-map')
    const drawn = SAVED.map(toGcj)
    for (const p of drawn) click(p)
    expect(mapProps().points).toEqual(drawn)
    expect(stat('Points')).toBe('4')
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
    // about 2.85 km by 2.22 km
    expect(Number.parseFloat(stat('Area') ?? '')).toBeCloseTo(6.33, 1)
    fireEvent.click(button('Close outline'))
    expect(mapProps().closed).toBe(true)

    fireEvent.click(button('Save outline'))
    expect(await screen.findByText('Delivery area saved')).toBeTruthy()
    expect(bodiesOf('merchant/shop/deliveryArea/set')).toEqual([
      { shopId: 'shop-1', polygon: [...drawn, drawn[0]], coordSystem: 'gcj02', lang: 'en' },
    ])
    await screen.findByText('Now: the shop delivers inside the drawn outline; the radius is not used.')
    expect(screen.queryByText('Unsaved changes')).toBeNull()
    expect(mapProps().radiusDecides).toBe(false)
    expect(mapProps().closed).toBe(true)
    // what the server stored comes back onto the map where it was drawn
    mapProps().points.forEach((p, i) => {
      expect(p[0]).toBeCloseTo((drawn[i] as RingPosition)[0], 9)
      expect(p[1]).toBeCloseTo((drawn[i] as RingPosition)[1], 9)
    })
    expect(button('Use radius instead')).toBeTruthy()
  })

  it('checks before sending: too few points or an outline that crosses itself sends nothing', async () => {
    route({ 'merchant/shop/deliveryArea/get': (b) => jsonResponse(envelope(area(String(b.shopId)))) })
    renderPage(merchant)
    await screen.findByTestId('area-map')
    click([121.47, 31.22])
    click([121.48, 31.22])
    fireEvent.click(button('Save outline'))
    expect(screen.getByRole('alert').textContent).toBe('An outline needs at least 3 points.')

    // a bow tie
    click([121.47, 31.24])
    click([121.48, 31.24])
    expect(screen.queryByRole('alert')).toBeNull() // a new point clears the old message
    fireEvent.click(button('Close outline'))
    // the closed outline says at once what is wrong with it
    expect(screen.getByRole('status').textContent).toContain('The outline crosses itself.')
    fireEvent.click(button('Save outline'))
    expect(screen.getByRole('alert').textContent).toContain('The outline crosses itself.')
    expect(bodiesOf('merchant/shop/deliveryArea/set')).toEqual([])

    // undo reopens, undo again drops the last point, clear empties
    fireEvent.click(button('Undo'))
    expect(mapProps().closed).toBe(false)
    fireEvent.click(button('Undo'))
    expect(mapProps().points).toHaveLength(3)
    fireEvent.click(button('Clear'))
    expect(mapProps().points).toEqual([])
    expect(button('Clear').disabled).toBe(true)
    expect(button('Back to saved').disabled).toBe(true)
  })

  it('shows the server’s translated message when it refuses the outline, and keeps the drawing', async () => {
    const message = '配送范围必须是由 3 到 200 个点组成、且不自相交的单个区域。'
    route({
      'merchant/shop/deliveryArea/get': (b) => jsonResponse(envelope(area(String(b.shopId)))),
      'merchant/shop/deliveryArea/set': () =>
        jsonResponse(
          { success: false, code: 400, message, data: null, errorKey: 'DELIVERY_AREA_INVALID' },
          400,
        ),
    })
    renderPage(merchant)
    await screen.findByTestId('area-map')
    for (const p of SAVED.map(toGcj)) click(p)
    fireEvent.click(button('Save outline'))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message))
    expect(bodiesOf('merchant/shop/deliveryArea/set')).toHaveLength(1)
    expect(mapProps().points).toHaveLength(4)
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
    expect(screen.queryByText('Delivery area saved')).toBeNull()
  })

  it('a saved polygon is drawn on the tiles; "use radius instead" asks first, then clears it', async () => {
    let current = area('shop-1', SAVED)
    route({
      'merchant/shop/deliveryArea/get': () => jsonResponse(envelope(current)),
      'merchant/shop/deliveryArea/set': async (b) => {
        const answer = await setHandler('shop-1')(b)
        current = area('shop-1')
        return answer
      },
    })
    renderPage(merchant)
    await screen.findByText('Now: the shop delivers inside the drawn outline; the radius is not used.')
    expect(mapProps().points).toEqual(SAVED.map(toGcj))
    expect(mapProps().closed).toBe(true)
    expect(mapProps().radiusDecides).toBe(false)
    expect(button('Save outline').disabled).toBe(true)

    // a dragged point can be saved or put back
    act(() => mapProps().onMove(2, toGcj([121.5, 31.25])))
    expect(button('Save outline').disabled).toBe(false)
    fireEvent.click(button('Back to saved'))
    expect(mapProps().points).toEqual(SAVED.map(toGcj))

    fireEvent.click(button('Use radius instead'))
    const confirm = screen.getByText(
      'Remove the outline? The shop will deliver within 3 km of its position again.',
    ).parentElement as HTMLElement
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(bodiesOf('merchant/shop/deliveryArea/set')).toEqual([])

    fireEvent.click(button('Use radius instead'))
    fireEvent.click(button('Remove outline'))
    expect(await screen.findByText('Outline removed: the radius decides again')).toBeTruthy()
    expect(bodiesOf('merchant/shop/deliveryArea/set')).toEqual([
      { shopId: 'shop-1', polygon: null, lang: 'en' },
    ])
    await screen.findByText('Now: the shop delivers within 3 km of its position.')
    expect(mapProps().points).toEqual([])
    expect(mapProps().radiusDecides).toBe(true)
    expect(screen.queryByRole('button', { name: 'Use radius instead' })).toBeNull()
  })

  it('another shop loads its own area and drops the drawing of the first', async () => {
    route({
      'merchant/shop/deliveryArea/get': (b) =>
        jsonResponse(envelope(b.shopId === 'shop-2' ? area('shop-2', SAVED) : area('shop-1'))),
    })
    renderPage(merchant)
    await screen.findByTestId('area-map')
    click([121.47, 31.22])
    fireEvent.change(screen.getByLabelText('Shop'), { target: { value: 'shop-2' } })
    await waitFor(() => expect(mapProps().points).toEqual(SAVED.map(toGcj)))
    expect(bodiesOf('merchant/shop/deliveryArea/get').map((b) => b.shopId)).toEqual(['shop-1', 'shop-2'])
    expect(screen.queryByText('Unsaved changes')).toBeNull()
  })

  it('with WGS-84 tiles configured, points are drawn and sent as they are', async () => {
    route({
      'merchant/shop/deliveryArea/get': (b) => jsonResponse(envelope(area(String(b.shopId), SAVED))),
      'merchant/shop/deliveryArea/set': setHandler('shop-1'),
    })
    renderPage(merchant, consoleTileSource('en', { VITE_CONSOLE_TILE_COORDS: 'wgs84' }))
    await screen.findByTestId('area-map')
    expect(mapProps().shop).toEqual(WGS_CENTER)
    expect(mapProps().points).toEqual(SAVED)
    act(() => mapProps().onMove(0, [121.455, 31.215]))
    fireEvent.click(button('Save outline'))
    await screen.findByText('Delivery area saved')
    const [sent] = bodiesOf('merchant/shop/deliveryArea/set')
    expect(sent).toMatchObject({ coordSystem: 'wgs84' })
    expect((sent?.polygon as number[][] | undefined)?.[0]).toEqual([121.455, 31.215])
  })

  it('a merchant without shops is told so; a shop the server will not show is its message', async () => {
    route({})
    renderPage({ ...merchant, shops: [] })
    expect(screen.getByText(/not linked to any shop yet/)).toBeTruthy()

    route({
      'merchant/shop/deliveryArea/get': () =>
        jsonResponse(
          {
            success: false,
            code: 404,
            message: 'The shop does not exist or is no longer available.',
            data: null,
            errorKey: 'SHOP_NOT_FOUND',
          },
          404,
        ),
    })
    renderPage(merchant)
    expect(await screen.findByText('The shop does not exist or is no longer available.')).toBeTruthy()
  })
})

describe('platform staff', () => {
  const adminShop = (id: string, name: string) => ({
    id,
    name,
    cuisine: '',
    operating: true,
    suspended: false,
    suspendedReason: null,
  })
  const everyShop = [
    adminShop('shop-9', 'Zen Sushi'),
    adminShop('shop-3', 'Alpine Bakery'),
    adminShop('shop-5', 'Zen Noodles'),
  ]
  /** admin/shop/list by name, as the server filters it (a keyword in the name). */
  const adminShopList = (b: Record<string, unknown>) => {
    const keyword = String(b.keyword ?? '').toLowerCase()
    const records = everyShop.filter((s) => s.name.toLowerCase().includes(keyword))
    return jsonResponse(envelope({ records, total: records.length }))
  }

  it("pick from the platform's shop list, a page at a time, and edit any of them", async () => {
    route({
      'admin/shop/list': adminShopList,
      'merchant/shop/deliveryArea/get': (b) => jsonResponse(envelope(area(String(b.shopId)))),
      'merchant/shop/deliveryArea/set': setHandler('shop-9'),
    })
    renderPage(platform)
    await screen.findByTestId('area-map')
    // a page of the list, never every shop of the city (decision 0066)
    expect(bodiesOf('admin/shop/list')[0]).toEqual(expect.objectContaining({ pageNo: 1, pageSize: 50 }))
    const select = screen.getByLabelText('Shop') as HTMLSelectElement
    expect([...select.options].map((o) => o.value)).toEqual(['shop-3', 'shop-5', 'shop-9'])
    expect(bodiesOf('merchant/shop/deliveryArea/get')[0]).toMatchObject({ shopId: 'shop-3' })
    fireEvent.change(select, { target: { value: 'shop-9' } })
    await waitFor(() => expect(bodiesOf('merchant/shop/deliveryArea/get')).toHaveLength(2))
    await waitFor(() => expect(map.props?.points).toEqual([]))
    for (const p of SAVED.map(toGcj)) click(p)
    fireEvent.click(button('Save outline'))
    await screen.findByText('Delivery area saved')
    expect(bodiesOf('merchant/shop/deliveryArea/set')[0]).toMatchObject({ shopId: 'shop-9' })
  })

  it('narrow the picker by name; the shop on screen stays, and stays on screen', async () => {
    route({
      'admin/shop/list': adminShopList,
      'merchant/shop/deliveryArea/get': (b) => jsonResponse(envelope(area(String(b.shopId)))),
    })
    renderPage(platform)
    await screen.findByTestId('area-map')
    fireEvent.change(screen.getByLabelText('Find a shop'), { target: { value: 'noodles' } })
    await waitFor(() => expect(bodiesOf('admin/shop/list').at(-1)).toMatchObject({ keyword: 'noodles' }))
    const select = screen.getByLabelText('Shop') as HTMLSelectElement
    await waitFor(() => expect([...select.options].map((o) => o.value)).toEqual(['shop-3', 'shop-5']))
    expect(select.value).toBe('shop-3')
    expect(bodiesOf('merchant/shop/deliveryArea/get').map((b) => b.shopId)).toEqual(['shop-3'])
    fireEvent.change(select, { target: { value: 'shop-5' } })
    await waitFor(() =>
      expect(bodiesOf('merchant/shop/deliveryArea/get').at(-1)).toMatchObject({ shopId: 'shop-5' }),
    )
  })
})
