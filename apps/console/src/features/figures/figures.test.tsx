import type { Figures } from '@siam/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import Papa from 'papaparse'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Staff } from '../../shared/api/staff'
import { initI18n } from '../../shared/i18n'
import { SignedInProvider } from '../../shared/signedIn'
import { envelope, jsonResponse, requestBodies, routeFetch, stubFetch } from '../../testing/fixtures'
import { renderWithClient } from '../../testing/render'
import { figuresCsv } from './csv'
import { Component as FiguresPage } from './FiguresPage'

const fetchMock = stubFetch()

beforeAll(async () => {
  await initI18n('en')
})

const day = (date: string, orders: number, revenueFen: number, over = {}) => ({
  date,
  orders,
  revenueFen,
  refunds: 0,
  refundedFen: 0,
  newMembers: 0,
  ...over,
})

const figures = (over: Partial<Figures> = {}): Figures => ({
  range: '7d',
  days: [
    day('2026-11-24', 1, 2_800),
    day('2026-11-25', 2, 5_000, { refunds: 1, refundedFen: 1_200, newMembers: 3 }),
  ],
  totals: {
    orders: 3,
    revenueFen: 7_800,
    refunds: 1,
    refundedFen: 1_200,
    newMembers: 3,
    averageTicketFen: 2_600,
    netFen: 6_600,
  },
  topDishes: [{ goodsId: 'g1', name: '=HYPERLINK("http://evil")', quantity: 4, revenueFen: 5_600 }],
  shops: [{ shopId: 's1', name: 'Golden Noodle House', orders: 3, revenueFen: 7_800 }],
  ...over,
})

const merchant: Staff = {
  id: 'st1',
  email: 'm@siam.demo',
  name: 'Chen',
  role: 'merchant',
  shops: [
    { id: 's1', name: 'Golden Noodle House' },
    { id: 's2', name: 'Spice Garden' },
  ],
}

function renderPage(staff: Staff) {
  renderWithClient(
    <SignedInProvider value={{ staff, logout: () => undefined }}>
      <FiguresPage />
    </SignedInProvider>,
  )
}

describe('console figures', () => {
  it("shows a merchant's totals and tables, and asks again for another range and shop", async () => {
    routeFetch(fetchMock, {
      'merchant/figures/summary': (body) =>
        jsonResponse(envelope(body.range === 'today' ? figures({ range: 'today', days: [] }) : figures())),
    })
    renderPage(merchant)
    const totals = await screen.findByTestId('figures-totals')
    expect(within(totals).getByText('¥78.00')).toBeTruthy()
    expect(within(totals).getByText('¥26.00')).toBeTruthy()
    expect(within(totals).getByText('1 · ¥12.00')).toBeTruthy()
    // new members are the platform's figure
    expect(within(totals).queryByText('New members')).toBeNull()
    expect(
      within(screen.getByTestId('figures-top-dishes')).getByText('=HYPERLINK("http://evil")'),
    ).toBeTruthy()
    expect(requestBodies(fetchMock, 'merchant/figures/summary').at(-1)).toMatchObject({ range: '7d' })

    fireEvent.click(screen.getByRole('radio', { name: 'Today' }))
    await waitFor(() =>
      expect(requestBodies(fetchMock, 'merchant/figures/summary').at(-1)).toMatchObject({ range: 'today' }),
    )
    fireEvent.change(screen.getByRole('combobox', { name: 'Shop' }), { target: { value: 's2' } })
    await waitFor(() =>
      expect(requestBodies(fetchMock, 'merchant/figures/summary').at(-1)).toEqual({
        range: 'today',
        shopId: 's2',
        lang: 'en',
      }),
    )
  })

  it('platform staff see new members and each shop', async () => {
    routeFetch(fetchMock, { 'admin/figures/summary': () => jsonResponse(envelope(figures())) })
    renderPage({ ...merchant, role: 'platform', shops: [] })
    const totals = await screen.findByTestId('figures-totals')
    expect(within(totals).getByText('New members')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'By shop' })).toBeTruthy()
    expect(screen.getAllByText('Golden Noodle House').length).toBeGreaterThan(0)
  })

  it('shows the refusal with a retry', async () => {
    routeFetch(fetchMock, {
      'merchant/figures/summary': () =>
        jsonResponse({ success: false, code: 500, message: 'Something went wrong.', data: null }, 500),
    })
    renderPage(merchant)
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong.')
  })
})

describe('figures CSV', () => {
  const t = (key: string) => key.replace('figures:', '')

  it('one row a day and the totals, amounts in yuan, then the dishes; formulas defused', () => {
    const text = figuresCsv(figures(), t, true)
    expect(text.startsWith('\uFEFF')).toBe(true)
    const [days, dishes] = text.slice(1).split('\r\n\r\n')
    expect(Papa.parse<string[]>(days ?? '').data).toEqual([
      ['date', 'orders', 'revenue', 'refunds', 'refunded', 'net', 'new_members'],
      ['2026-11-24', '1', '28.00', '0', '0.00', '28.00', '0'],
      ['2026-11-25', '2', '50.00', '1', '12.00', '38.00', '3'],
      ['range_label', '3', '78.00', '1', '12.00', '66.00', '3'],
    ])
    const dishRows = Papa.parse<string[]>(dishes?.trim() ?? '').data
    expect(dishRows[1]?.[0]).toBe(`'=HYPERLINK("http://evil")`)
  })

  it('leaves the member column out of a merchant file', () => {
    const header = figuresCsv(figures(), t, false).slice(1).split('\r\n')[0]
    expect(header).toBe('date,orders,revenue,refunds,refunded,net')
  })
})
